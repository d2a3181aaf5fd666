import type { AnchorHTMLAttributes } from "react";
import { localizeHref } from "@/i18n/locale-path";
import { useLocale } from "./locale-context";
import type { Locale } from "./routing";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path without locale prefix, such as `/cli` or `/#cta`. */
  href: string;
  /** Link to this locale instead of the current one. */
  locale?: Locale;
};

/** A plain anchor whose href is localised at build time; pages are static, so no client router. */
export function Link({ href, locale, children, ...props }: LinkProps) {
  const current = useLocale();
  return (
    <a href={localizeHref(href, locale ?? current)} hrefLang={locale} {...props}>
      {children}
    </a>
  );
}
