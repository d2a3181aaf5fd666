import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate } from "@/domain/catalog/catalog";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { ModuleCategoryBadge } from "@/features/marketplace/module-category-badge";
import { ModuleLogo } from "@/components/icons/module-logo";
import { modulePath } from "@/domain/catalog/paths";
import { Link } from "@/i18n/link";
import { IconTile } from "@/components/ui/icon-tile";
import { templateModules } from "@/domain/genome/template-modules";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { moduleRunResult } from "@/domain/cli/cli-run-results";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { runOutcomeLabels } from "@/features/genome/run-stamp";

/** The modules the genome file lists, each a card with what its own run gave at state B (its page says more). */
export const WhatYouGetSection = localized(function WhatYouGetSection({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage.modules");
  const outcomes = runOutcomeLabels(useLocale());
  const catalog = useCatalogCopy();
  const modules = templateModules(genome.id);
  return (
    <Section divided aria-labelledby="what-you-get-title">
      <SectionHeader title={t("title")} titleId="what-you-get-title" description={t("description", { count: modules.length })} />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {modules.map((module) => (
          <li
            key={module.id}
            className={cn(cardVariants({ padding: "md", interactive: true }), "group relative flex flex-col")}
          >
            <div className="flex items-center justify-between gap-3">
              <IconTile>
                <ModuleLogo moduleId={module.id} />
              </IconTile>
              <ModuleCategoryBadge category={module.category} label={catalog.category(module.category)} />
            </div>
            <h3 className="mt-4 text-sm font-semibold text-foreground">
              {/* The name opens the module's page; the link is stretched over the whole card. */}
              <Link
                href={modulePath(module.id)}
                className="after:absolute after:inset-0 after:rounded-xl group-hover:text-primary-text focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
              >
                {module.name}
              </Link>
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{catalog.moduleDescription(module.id)}</p>
            <p className="mt-auto flex pt-4">
              <RunOutcomeBadge outcome={moduleRunResult(module.id).outcome} label={outcomes[moduleRunResult(module.id).outcome]} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
});
