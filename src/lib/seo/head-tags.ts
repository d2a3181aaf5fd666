import { defaultLocale, locales, type Locale } from "@/i18n/routing";
import { localizePath } from "@/i18n/locale-path";
import { markdownTwinPath } from "@/lib/markdown-twin";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { OG_IMAGE_SIZE, ogImagePath } from "./og-path";
import { APPLE_ICON, FAVICON, THEME_COLOR } from "./icons";
import type { PageSeo } from "./page-seo";

const openGraphLocale: Record<Locale, string> = { en: "en_US", fr: "fr_FR" };

/** hreflang alternates of a page: every locale plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const entries: [string, string][] = locales.map((locale) => [locale, absoluteUrl(localizePath(path, locale))]);
  entries.push(["x-default", absoluteUrl(localizePath(path, defaultLocale))]);
  return Object.fromEntries(entries);
}

type MetaTag = { name: string; content: string } | { property: string; content: string };
type LinkTag = { rel: string; href: string; hreflang?: string; type?: string; sizes?: string };

/**
 * Everything a page tells search engines and link previews: title ("<page> | The Architech" unless
 * absolute), description, canonical URL, hreflang alternates, Open Graph and Twitter cards with the
 * page's own preview image, theme colour and icons, and the page's Markdown twin when it has one.
 * Pages out of the index get `noindex` and no canonical.
 */
export function headTags({
  locale,
  path,
  seo,
  siteName,
  absoluteTitle = false,
}: {
  locale: Locale;
  path: string;
  seo: PageSeo;
  siteName: string;
  absoluteTitle?: boolean;
}): { title: string; meta: MetaTag[]; links: LinkTag[] } {
  const url = absoluteUrl(localizePath(path, locale));
  const image = absoluteUrl(ogImagePath(locale, path));
  const index = seo.index ?? true;
  const meta: MetaTag[] = [
    { name: "description", content: seo.description },
    { name: "application-name", content: siteName },
    { name: "theme-color", content: THEME_COLOR },
    { name: "color-scheme", content: "dark" },
    ...(index ? [] : [{ name: "robots", content: "noindex, follow" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:url", content: url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:locale", content: openGraphLocale[locale] },
    ...locales.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: openGraphLocale[other] })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: seo.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  const links: LinkTag[] = [
    ...(index
      ? [
          { rel: "canonical", href: url },
          ...Object.entries(languageAlternates(path)).map(([hreflang, href]) => ({ rel: "alternate", hreflang, href })),
        ]
      : []),
    ...(seo.markdown ? [{ rel: "alternate", type: "text/markdown", href: absoluteUrl(markdownTwinPath(path, locale)) }] : []),
    { rel: "icon", href: FAVICON.src, type: FAVICON.type, sizes: FAVICON.sizes },
    { rel: "apple-touch-icon", href: APPLE_ICON.src, sizes: APPLE_ICON.sizes },
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
  return { title: absoluteTitle ? seo.title : `${seo.title} | ${siteName}`, meta, links };
}
