"use client";

import NextLink from "next/link";
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useMemo, type ComponentProps } from "react";
import { localizeHref, splitLocalePath } from "@/lib/locale-path";
import { defaultLocale, isLocale, type Locale } from "./routing";

/*
 * Locale-aware navigation for server and client components alike. It reads the locale from the
 * [locale] route segment, so the browser needs neither an intl provider nor a message formatter:
 * next-intl's own client navigation requires both, about 17 KB gzip on every page.
 */

export function useCurrentLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & {
  /** A path without locale prefix, such as `/cli` or `/#cta`. */
  href: string;
  /** Link to this locale instead of the current one. */
  locale?: Locale;
};

export function Link({ href, locale, ...props }: LinkProps) {
  const current = useCurrentLocale();
  return <NextLink href={localizeHref(href, locale ?? current)} hrefLang={locale} {...props} />;
}

/** The current path without its locale prefix: `/philosophy` on both `/philosophy` and `/fr/philosophy`. */
export function usePathname(): string {
  return splitLocalePath(useNextPathname() ?? "/").path;
}

/** Next's router with `push` and `replace` taking unprefixed paths in the current locale. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useCurrentLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) => router.push(localizeHref(href, locale), options),
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) => router.replace(localizeHref(href, locale), options),
    }),
    [router, locale],
  );
}
