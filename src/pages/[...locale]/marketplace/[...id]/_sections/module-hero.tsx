import { ArrowUpRight, Blocks, ChevronRight, Layers, Tag, Terminal } from "lucide-react";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { CodeBlock } from "@/components/ui/code-block";
import { ModuleCategoryBadge } from "@/features/marketplace/module-category-badge";
import type { ModuleFacts } from "@/features/modules/module-facts";
import { ModuleLogoTiles } from "@/components/icons/module-logo-tiles";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { modulePath } from "@/domain/catalog/paths";
import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { ExternalLink } from "@/components/ui/external-link";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { runOutcomeLabels } from "@/features/genome/run-stamp";
import { FactList } from "@/features/catalog/fact-list";

function Breadcrumb({ facts, label }: { facts: ModuleFacts; label: string }) {
  const last = facts.breadcrumb.length - 1;
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {facts.breadcrumb.map((crumb, index) => (
          <li key={crumb.name} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0 text-subtle" /> : null}
            {crumb.path ? (
              <a href={crumb.path} className="rounded-sm transition-colors hover:text-foreground">
                {crumb.name}
              </a>
            ) : (
              <span aria-current={index === last ? "page" : undefined} className={index === last ? "truncate text-foreground" : undefined}>
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The top of a module page: where it sits, what it is, its facts, and how it goes into a genome. */
export const ModuleHero = localized(function ModuleHero({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage");
  const common = useTranslations("Common");
  const locale = useLocale();
  const figures = [
    { key: "version", Icon: Tag, label: t("facts.version"), value: facts.version, code: true },
    { key: "cli", Icon: Terminal, label: t("facts.cliVersion"), value: facts.cliVersion, code: true },
    { key: "group", Icon: Layers, label: t("facts.group"), value: facts.groupLabel, code: false },
  ];
  return (
    <PageHero>
      <PageHeroContent size="compact">
        <Breadcrumb facts={facts} label={t("breadcrumb")} />
        {/* The module's kind is a filter of the site search, which groups results by it: not words of a snippet. */}
        <div data-pagefind-ignore="" className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3">
          <ModuleLogoTiles moduleId={facts.id} />
          <ModuleCategoryBadge category={facts.category} label={facts.categoryLabel} />
          {/* Whether it generates at state B, at a glance: the run's section below says how and why. */}
          <a href="#run-title" className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <RunOutcomeBadge outcome={facts.run.outcome} label={runOutcomeLabels(locale)[facts.run.outcome]} />
          </a>
        </div>
        <PageHeroTitle className="mt-5">{facts.name}</PageHeroTitle>
        {/* For the site search, the genome entry below names the module by its id already. */}
        <p data-pagefind-ignore="" className="mt-3 font-mono text-sm break-all text-subtle">
          {facts.id}
        </p>
        <PageHeroDescription>{facts.description}</PageHeroDescription>
        {/* Version, CLI range and group are facts to read here, not words to find the module by (the group is the search's own grouping). */}
        <FactList aria-label={t("facts.label")} data-pagefind-ignore="" facts={figures} />
        <div className="mt-10 max-w-2xl">
          <h2 className="text-sm font-medium text-foreground">{t("genome.title")}</h2>
          <p className="mt-1.5 text-sm leading-relaxed text-pretty text-muted">{t("genome.description")}</p>
          <CodeBlock
            code={facts.genomeEntry}
            label={t("genome.label", { name: facts.name })}
            copyLabels={{ copy: common("copy"), copied: common("copied"), failed: common("copyFailed") }}
            className="mt-3 [&_pre]:text-[12px] [&_pre]:leading-5"
          />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button asChild>
              <a href={facts.composeHref}>
                <Blocks aria-hidden className="size-4" />
                {t("genome.compose")}
              </a>
            </Button>{" "}
            <Button asChild variant="outline">
              <ExternalLink href={facts.sourceUrl} newTabLabel={common("opensInNewTab")}>
                <GithubIcon className="size-4" />
                {t("source")}
                <ArrowUpRight aria-hidden className="size-3.5 text-subtle" />
              </ExternalLink>
            </Button>{" "}
            <CopyMarkdownButton path={modulePath(facts.id)} />
          </div>
        </div>
      </PageHeroContent>
    </PageHero>
  );
});
