import type { Locale } from "@/i18n/routing";
import { localizeHref } from "@/i18n/locale-path";
import { absoluteUrl } from "@/lib/site-config";

/**
 * An absolute link for Markdown, which is read away from the site: a site path (`/cli`, `/#cta`)
 * in the reader's locale on the canonical origin; an outside URL as it is.
 */
export function siteUrl(href: string, locale: Locale): string {
  return href.startsWith("/") ? absoluteUrl(localizeHref(href, locale)) : href;
}
