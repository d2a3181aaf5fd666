import type { ReactNode } from "react";
import { mailtoHref, siteConfig } from "@/lib/site-config";

/** The contact address inside a sentence of the notice (`<mail>{email}</mail>` in the messages). */
export const contactAddress = {
  email: siteConfig.contactEmail,
  mail: (chunks: ReactNode) => (
    <a href={mailtoHref()} className="font-medium text-primary-text underline underline-offset-4 hover:text-foreground">
      {chunks}
    </a>
  ),
};
