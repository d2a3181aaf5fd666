import { useLocale } from "@/i18n/locale-context";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/i18n/link";
import { localizeHref } from "@/i18n/locale-path";
import { absoluteUrl } from "@/lib/site-config";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { NEW_TAB_LINK } from "@/components/ui/external-link";

type Props = Omit<ComponentProps<"a">, "href" | "children"> & {
  href: string;
  children: ReactNode;
  /** Read by screen readers after an external link, e.g. "(opens in a new tab)". */
  newTabLabel?: string;
};

/**
 * A link inside a document. Internal paths go through the locale-aware Link; every link carries
 * its absolute target for the printed copy.
 */
export function DocLink({ href, children, newTabLabel, ...props }: Props) {
  const locale = useLocale();
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} {...NEW_TAB_LINK} data-print-href={href} {...props}>
        {children}
        {newTabLabel ? <NewTabNote label={newTabLabel} /> : null}
      </a>
    );
  }
  return (
    <Link href={href} data-print-href={absoluteUrl(localizeHref(href, locale))} {...props}>
      {children}
    </Link>
  );
}
