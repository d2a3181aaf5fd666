import type { MetadataRoute } from "next";
import { locales } from "@/i18n/routing";
import { localizePath } from "@/lib/locale-path";
import { indexablePagePaths } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site-config";
import { languageAlternates } from "@/lib/seo/page-metadata";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePagePaths.flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizePath(path, locale)),
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
