import type { Metadata } from "next";
import { locales, defaultLocale, type Locale } from "@/i18n/routing";
import { localizePath } from "@/lib/locale-path";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { ogImagePath } from "./og-path";

const openGraphLocale: Record<Locale, string> = { en: "en_US", fr: "fr_FR" };

export interface PageSeo {
  title: string;
  description: string;
  /** Pages that must stay out of search results (test pages, the 404). */
  index?: boolean;
}

/** hreflang alternates of a page: every locale plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const entries: [string, string][] = locales.map((locale) => [locale, absoluteUrl(localizePath(path, locale))]);
  entries.push(["x-default", absoluteUrl(localizePath(path, defaultLocale))]);
  return Object.fromEntries(entries);
}

/**
 * Everything a page tells search engines and link previews: title (through the layout's
 * "%s | The Architech" template), description, canonical URL, hreflang alternates, Open Graph and
 * Twitter cards with the page's own preview image.
 */
export function buildPageMetadata(locale: Locale, path: string, seo: PageSeo, options: { absoluteTitle?: boolean } = {}): Metadata {
  const url = absoluteUrl(localizePath(path, locale));
  const image = { url: ogImagePath(locale, path), width: 1200, height: 630, alt: seo.title };
  const index = seo.index ?? true;
  return {
    title: options.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: index ? { canonical: url, languages: languageAlternates(path) } : undefined,
    robots: index ? undefined : { index: false, follow: true },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      url,
      title: seo.title,
      description: seo.description,
      locale: openGraphLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocale[other]),
      images: [image],
    },
    twitter: { card: "summary_large_image", title: seo.title, description: seo.description, images: [image] },
  };
}
