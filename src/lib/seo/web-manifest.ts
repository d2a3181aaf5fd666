import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { APPLE_ICON, SITE_ICON, THEME_COLOR } from "./icons";

/** The web app manifest, in English (a manifest has one language). */
export function webManifest() {
  const t = getTranslator("en", "Metadata");
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: t("defaultDescription"),
    start_url: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: SITE_ICON.src, sizes: SITE_ICON.sizes, type: SITE_ICON.type },
      { src: APPLE_ICON.src, sizes: APPLE_ICON.sizes, type: APPLE_ICON.type },
    ],
  };
}
