import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { CliCommandKey } from "@/domain/cli/commands";
import { DocsCommandTables } from "./docs-command";
import { DocsModuleIndex, DocsTemplateGenomes } from "./docs-catalog-sections";
import type { DocsCodeLabels } from "./docs-code";
import { renderDocsBody, type DocsHeading, type DocsHtmlLabels, type DocsSlots } from "./docs-html";

/** The words the docs' code blocks, tabs, callouts and tables use, in the page's language. */
export function docsHtmlLabels(locale: Locale): DocsHtmlLabels {
  const t = getTranslator(locale, "Docs");
  return {
    copy: { copy: t("code.copy"), copied: t("code.copied"), failed: t("code.failed") },
    code: (language) => t("code.label", { language }),
    packageManagers: t("code.packageManagers"),
    callouts: { note: t("callouts.note"), tip: t("callouts.tip"), caution: t("callouts.caution") },
    table: t("table"),
  };
}

/** What a page's `::slot` lines stand for, written from the CLI table and the catalogue when a page has the line. */
function slots(locale: Locale, command: CliCommandKey | undefined, codeLabels: DocsCodeLabels): DocsSlots {
  return {
    ...(command ? { "cli-arguments": () => renderToStaticMarkup(<DocsCommandTables locale={locale} commandKey={command} />) } : {}),
    "template-genomes": () => renderToStaticMarkup(<DocsTemplateGenomes locale={locale} codeLabels={codeLabels} />),
    "module-index": () => renderToStaticMarkup(<DocsModuleIndex locale={locale} />),
  };
}

/** A docs page's body as the site shows it, from the HTML Astro rendered of its Markdown, and its contents. */
export function docsPageBody(locale: Locale, html: string, command: CliCommandKey | undefined): { html: string; headings: DocsHeading[] } {
  const labels = docsHtmlLabels(locale);
  return renderDocsBody(html, labels, slots(locale, command, labels));
}
