import type { Locale } from "@/i18n/routing";

/** Social preview images live at /og/<locale>/<page>.png; the landing page is `home`. */
export function ogImagePath(locale: Locale, path: string): string {
  const slug = path === "/" ? "home" : path.replace(/^\//, "");
  return `/og/${locale}/${slug}.png`;
}

/** The page path an image slug stands for: the inverse of ogImagePath. */
export function pathFromOgSlug(slug: string[]): string {
  const joined = slug.join("/").replace(/\.png$/, "");
  return joined === "home" ? "/" : `/${joined}`;
}
