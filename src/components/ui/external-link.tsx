import type { ComponentProps } from "react";
import { NewTabNote } from "./new-tab-note";

/** How every link to another site opens: in a new tab, sending no referrer (which also cuts the opener). */
export const NEW_TAB_LINK = { target: "_blank", rel: "noreferrer" } as const;

/**
 * A link to another site: it opens in a new tab and says so to screen readers, after its text or,
 * for a link named by `aria-label` (an icon alone), at the end of that name. Buttons take it as
 * their child (`<Button asChild><ExternalLink …/></Button>`).
 */
export function ExternalLink({
  newTabLabel,
  "aria-label": ariaLabel,
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  /** "(opens in a new tab)", from the messages (`Common.opensInNewTab`). */
  newTabLabel: string;
}) {
  if (ariaLabel) {
    return (
      <a {...NEW_TAB_LINK} aria-label={`${ariaLabel} ${newTabLabel}`} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a {...NEW_TAB_LINK} {...props}>
      {children}
      <NewTabNote label={newTabLabel} />
    </a>
  );
}
