import { ArrowLeft, Boxes, Gauge, SlidersHorizontal, Terminal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Badge } from "@/components/ui/badge";
import type { GenomeTemplate } from "@/domain/catalog/catalog";
import { genomeCapabilitiesOf } from "@/domain/catalog/catalog-derived";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { Link } from "@/i18n/link";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { genomePath } from "@/domain/catalog/paths";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { moduleCountFigure } from "@/features/genome/module-count-text";
import { templateRunResult } from "@/domain/cli/cli-run-results";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { runOutcomeLabels } from "@/features/genome/run-stamp";
import { composeHref, templateQuery } from "@/features/compose/compose-link";
import { route } from "@/domain/site/page-paths";
import { FactList } from "@/features/catalog/fact-list";

export const SolutionHero = localized(function SolutionHero({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage");
  const catalog = useCatalogCopy();
  const locale = useLocale();
  const { outcome } = templateRunResult(genome.id);
  const facts = [
    { key: "complexity", Icon: Gauge, label: t("facts.complexity"), value: catalog.complexity(genome.complexity) },
    { key: "modules", Icon: Boxes, label: t("facts.modules"), value: moduleCountFigure(locale, templateModuleCount(genome.id)) },
    {
      key: "run",
      Icon: Terminal,
      label: t("run.figure"),
      // Whether the genome as written generates at state B; the run's section says what it and its variant made.
      value: (
        <a href="#run-title" className="inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <RunOutcomeBadge outcome={outcome} label={runOutcomeLabels(locale)[outcome]} />
        </a>
      ),
    },
  ];
  return (
    <PageHero>
      <PageHeroContent size="detail">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            href={route("solutions")}
            className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted transition-colors hover:text-foreground"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t("back")}
          </Link>
          <CopyMarkdownButton path={genomePath(genome.id)} size="sm" />
        </div>
        {/* The use case, then what the genome gives (its capabilities): the template's own tags, which
            repeat both, stay on its catalogue card and in its Markdown twin. */}
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text">{t("useCase")}</p>
          <Badge variant="secondary">{catalog.useCase(genome.useCase)}</Badge>
        </div>
        <PageHeroTitle>{catalog.genome(genome.id, "name")}</PageHeroTitle>
        <PageHeroDescription>{catalog.genome(genome.id, "description")}</PageHeroDescription>
        <ul aria-label={t("tagsLabel")} className="mt-8 flex flex-wrap gap-2">
          {genomeCapabilitiesOf(genome).map((capability) => (
            <li key={capability}>
              <Badge className="px-3 py-1 text-[13px]">{catalog.capability(capability)}</Badge>
            </li>
          ))}
        </ul>
        <FactList aria-label={t("facts.label")} facts={facts} />
        <Button asChild variant="outline" className="mt-10">
          <Link href={composeHref(templateQuery(genome.id))}>
            <SlidersHorizontal aria-hidden />
            {t("genome.customize")}
          </Link>
        </Button>
      </PageHeroContent>
    </PageHero>
  );
});
