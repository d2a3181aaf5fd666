import { isModuleId } from "@/domain/catalog/catalog";
import { moduleFacts, type GenomeLink, type ModuleLink } from "@/features/modules/module-facts";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { absoluteUrl } from "@/lib/site-config";
import {
  bulletList,
  code,
  codeBlock,
  heading,
  italic,
  link,
  markdownDocument,
  paragraph,
  quote,
  table,
  termItem,
  type MarkdownBlock,
} from "./markdown";

function pageLink(target: ModuleLink | GenomeLink): string {
  return `${link(target.name, absoluteUrl(target.path))} ${code(target.id)}`;
}

/** One relation of "How it fits": its links, or the sentence the page shows when there are none. */
function relation(title: string, items: readonly string[], empty?: string): MarkdownBlock[] {
  if (items.length === 0 && empty === undefined) return [];
  return [heading(3, title), items.length > 0 ? bulletList(items) : paragraph(empty ?? "")];
}

/** A module page as Markdown, from the same facts the page renders: what it is, how to add it, its parameters, features and links. */
export function moduleMarkdown(locale: Locale, id: string): string {
  if (!isModuleId(id)) throw new Error(`Unknown module ${id}`);
  const facts = moduleFacts(locale, id);
  const t = getTranslator(locale, "ModulePage");
  const { packages, files, components } = facts.provides;
  return markdownDocument([
    heading(1, facts.name),
    `${code(facts.id)} · ${facts.categoryLabel}`,
    quote(facts.description),
    bulletList([
      termItem(t("facts.version"), code(facts.version)),
      termItem(t("facts.cliVersion"), code(facts.cliVersion)),
      termItem(t("facts.group"), facts.groupLabel),
    ]),
    paragraph(link(t("source"), facts.sourceUrl)),
    heading(2, t("genome.title")),
    paragraph(t("genome.description")),
    codeBlock(facts.genomeEntry, "ts"),
    paragraph(link(t("genome.compose"), absoluteUrl(facts.composeHref))),
    heading(2, t("parameters.title")),
    ...(facts.parameters.length > 0
      ? [
          paragraph(t("parameters.description")),
          table(
            [t("parameters.name"), t("parameters.type"), t("parameters.default"), t("parameters.choices"), t("parameters.required")],
            facts.parameters.map((row) => [
              code(row.name),
              row.type,
              row.default === undefined ? t("parameters.noDefault") : code(row.default),
              row.choices ? row.choices.map(code).join(", ") : t("parameters.anyValue"),
              row.required ? t("parameters.yes") : t("parameters.no"),
            ]),
          ),
        ]
      : [paragraph(t("parameters.none"))]),
    heading(2, t("features.title")),
    ...(facts.features.length > 0
      ? [
          paragraph(t("features.description")),
          bulletList(
            facts.features.map((feature) => {
              const state = `${code(feature.id)} · ${italic(feature.onByDefault ? t("features.onByDefault") : t("features.optIn"))}`;
              // Some features have no name of their own: the id is then all there is to say.
              return feature.name === feature.id ? state : termItem(feature.name, state);
            }),
          ),
        ]
      : [paragraph(t("features.none"))]),
    ...(packages.length + files.length + components.length > 0
      ? [
          heading(2, t("provides.title")),
          paragraph(t("provides.description", { category: facts.category })),
          ...relation(t("provides.packages"), packages.map(code)),
          ...relation(t("provides.files"), files.map(code)),
          ...relation(t("provides.components"), components.map(code)),
        ]
      : []),
    heading(2, t("links.title")),
    paragraph(t("links.description")),
    ...relation(t("links.connects"), facts.connects.map(pageLink)),
    ...relation(t("links.requires"), facts.requires.map(pageLink), t("links.requiresNone")),
    ...relation(
      t("links.wiredBy"),
      facts.wiredBy.map(
        (wiring) => `${pageLink(wiring)} — ${t("links.wiredWith", { names: wiring.partners.map((partner) => partner.name).join(", ") })}`,
      ),
    ),
    ...relation(t("links.usedBy"), facts.usedBy.map(pageLink)),
    ...relation(t("links.inGenomes"), facts.inGenomes.map(pageLink), t("links.inGenomesNone")),
    ...(facts.related.length > 0
      ? [
          heading(2, facts.category === "adapter" ? t("related.adapter", { group: facts.groupLabel }) : t("related.integrator")),
          bulletList(facts.related.map(pageLink)),
        ]
      : []),
    heading(2, t("pagination.label")),
    bulletList([
      ...(facts.previous ? [termItem(t("pagination.previous"), link(facts.previous.name, absoluteUrl(facts.previous.path)))] : []),
      ...(facts.next ? [termItem(t("pagination.next"), link(facts.next.name, absoluteUrl(facts.next.path)))] : []),
    ]),
  ]);
}
