import type { Locale } from "@/i18n/routing";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A preview image's place under /og/: `<locale>/<page>.png`, the landing page being `home`. */
export function ogImageSlug(locale: Locale, path: string): string {
  const page = path === "/" ? "home" : path.replace(/^\//, "");
  return `${locale}/${page}.png`;
}

/** Social preview images live at /og/<locale>/<page>.png. */
export function ogImagePath(locale: Locale, path: string): string {
  return `/og/${ogImageSlug(locale, path)}`;
}
