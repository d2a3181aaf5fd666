import type { ReactNode } from "react";
import { localized } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";

/** The band that holds the composer island, passed in by the page as its `composer` slot. */
export const ComposerSection = localized(function ComposerSection({ composer }: { composer?: ReactNode }) {
  return (
    <div className="py-12 sm:py-16">
      <Container>{composer}</Container>
    </div>
  );
});
