import type { ReactNode } from "react";
import { localized } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { ModuleLogoSymbols } from "@/components/icons/module-logo-symbols";
import { moduleIds } from "@/domain/catalog/catalog";

/**
 * The band that holds the composer island, passed in by the page as its `composer` slot, with the
 * logos of every module the composer can show: the island draws them by reference, so their paths
 * are neither in its props nor in its code.
 */
export const ComposerSection = localized(function ComposerSection({ composer }: { composer?: ReactNode }) {
  return (
    <div className="pt-6 pb-12 sm:pt-8 sm:pb-16 lg:pt-6">
      <ModuleLogoSymbols moduleIds={moduleIds} />
      <Container>{composer}</Container>
    </div>
  );
});
