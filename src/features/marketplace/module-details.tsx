import { ArrowRight, ArrowUpRight, Blocks } from "lucide-react";
import { moduleDialogDescriptionId, moduleDialogTitleId } from "./module-dialog-ids";
import type { MarketplaceModule } from "@/domain/catalog/catalog";
import { parameterRows, type ParameterRow } from "@/domain/catalog/parameter-rows";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import { fillTemplate } from "@/i18n/message-template";
import { ModuleCategoryBadge } from "./module-category-badge";
import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import { IconTile } from "@/components/ui/icon-tile";
import { ModuleDetailsButton } from "./module-dialog-context";
import { Button } from "@/components/ui/button";
import { composerQueryFor } from "@/features/compose/compose-link";
import type { IslandMessages } from "@/i18n/island-messages";
import { ExternalLink } from "@/components/ui/external-link";

/**
 * The dialog's words: the Marketplace.dialog messages as written (`{choices}` and `{name}` filled
 * here, see src/i18n/message-template.ts), with the addresses of the module's page and of the composer.
 */
export type ModuleDetailsLabels = IslandMessages<"Marketplace.dialog", "category"> & {
  /** The module page's path in the reader's language, with `{id}` for the module id. */
  pageHref: string;
  /** The composer's address in the reader's language, with `{query}` for the modules it opens with. */
  composeHref: string;
  opensInNewTab: string;
};

/** Each module's feature names in the reader's language, by module id then feature id. */
export type ModuleFeatureNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

function ParameterRowView({ parameter, labels }: { parameter: ParameterRow; labels: ModuleDetailsLabels }) {
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-2.5 pr-4 text-left font-mono text-[13px] font-normal text-foreground">
        {parameter.name}
        {parameter.required ? <span className="ml-2 text-xs text-gold-text">{labels.required}</span> : null}
        {parameter.choices ? (
          <span className="mt-1 block font-sans text-xs text-subtle">{fillTemplate(labels.choices, { choices: parameter.choices.join(", ") })}</span>
        ) : null}
      </th>
      <td className="py-2.5 pr-4 font-mono text-xs text-primary-text">{parameter.type}</td>
      <td className="py-2.5 font-mono text-xs break-all text-muted">
        {parameter.default === undefined ? <span className="font-sans text-subtle">{labels.noDefault}</span> : parameter.default}
      </td>
    </tr>
  );
}

function DetailsHeading({ children }: { children: string }) {
  return <h3 className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">{children}</h3>;
}

/**
 * The content of a module's detail dialog. It reads the catalogue itself, so the catalogue reaches
 * the browser only with the dialog, on the first "Details" click.
 */
export function ModuleDetails({
  module,
  description,
  featureNames,
  categoryLabel,
  labels,
}: {
  module: MarketplaceModule;
  description: string;
  /** This module's feature names in the reader's language, by feature id. */
  featureNames: Readonly<Record<string, string>>;
  categoryLabel: string;
  labels: ModuleDetailsLabels;
}) {
  const dependencies = module.dependencies.map((id) => findModuleRecord(id)).filter((dependency) => dependency !== undefined);
  return (
    <div className="space-y-7">
      <div>
        <div className="flex flex-wrap items-center gap-2 pr-10">
          {/* Drawn from the marketplace page's logo symbols. */}
          <IconTile>
            <ModuleLogoUse moduleId={module.id} />
          </IconTile>
          <ModuleCategoryBadge category={module.category} label={categoryLabel} />
          <span className="font-mono text-xs text-subtle">{module.id}</span>
        </div>
        {/* Plain elements named by id: Radix's title components would pull the dialog library into the first load. */}
        <h2 id={moduleDialogTitleId(module.id)} className="mt-3 pr-10 text-xl font-semibold tracking-tight">
          {module.name}
        </h2>
        <p id={moduleDialogDescriptionId(module.id)} className="mt-2 text-sm leading-relaxed text-muted">
          {description}
        </p>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-subtle">{labels.version}</dt>
            <dd className="font-mono text-foreground">{module.version}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-subtle">{labels.cliVersion}</dt>
            <dd className="font-mono text-foreground">{module.cliVersion}</dd>
          </div>
        </dl>
      </div>

      <section className="space-y-3">
        <DetailsHeading>{labels.parameters}</DetailsHeading>
        {module.parameters.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{labels.parameterName}</th>
                  <th scope="col">{labels.parameterType}</th>
                  <th scope="col">{labels.parameterDefault}</th>
                </tr>
              </thead>
              <tbody>
                {parameterRows(module).map((parameter) => (
                  <ParameterRowView key={parameter.name} parameter={parameter} labels={labels} />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted">{labels.noParameters}</p>
        )}
      </section>

      <section className="space-y-3">
        <DetailsHeading>{labels.features}</DetailsHeading>
        {module.features.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {module.features.map((feature) => (
              <li key={feature.id} className="rounded-md border border-border bg-surface px-2 py-1 text-xs text-foreground">
                {featureNames[feature.id] ?? feature.id}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{labels.noFeatures}</p>
        )}
      </section>

      <section className="space-y-3">
        <DetailsHeading>{labels.dependencies}</DetailsHeading>
        {dependencies.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {dependencies.map((dependency) => (
              <li key={dependency.id}>
                <ModuleDetailsButton
                  moduleId={dependency.id}
                  variant="outline"
                  size="sm"
                  className="font-mono"
                  aria-label={fillTemplate(labels.dependencyLabel, { name: dependency.id })}
                >
                  {dependency.id}
                </ModuleDetailsButton>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{labels.noDependencies}</p>
        )}
      </section>

      <section className="space-y-3">
        <DetailsHeading>{labels.genomeTitle}</DetailsHeading>
        <p className="text-sm text-muted">{labels.genomeDescription}</p>
        <Button asChild size="sm">
          <a href={fillTemplate(labels.composeHref, { query: composerQueryFor(module) })}>
            <Blocks aria-hidden />
            {labels.compose}
          </a>
        </Button>
      </section>

      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={fillTemplate(labels.pageHref, { id: module.id })}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          {labels.page}
          <ArrowRight aria-hidden className="size-3.5" />
        </a>
        <ExternalLink
          href={module.githubUrl}
          newTabLabel={labels.opensInNewTab}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          {labels.source}
          <ArrowUpRight aria-hidden className="size-3.5" />
        </ExternalLink>
      </div>
    </div>
  );
}
