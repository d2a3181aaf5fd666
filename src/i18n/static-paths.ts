import { defaultLocale, locales, type Locale } from "./routing";

/**
 * `getStaticPaths` of a page that exists in every locale: the `[...locale]` segment is empty for
 * English (`/cli`) and `fr` for French (`/fr/cli`). The locale reaches the page as a prop.
 */
export function localeStaticPaths(): { params: { locale: string | undefined }; props: { locale: Locale } }[] {
  return locales.map((locale) => ({ params: { locale: locale === defaultLocale ? undefined : locale }, props: { locale } }));
}
