import type { MetadataRoute } from "next";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = getTranslator("en", "Metadata");
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: t("defaultDescription"),
    start_url: "/",
    display: "standalone",
    background_color: "#08090b",
    theme_color: "#08090b",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
