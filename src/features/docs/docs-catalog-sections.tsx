import { localizePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { DocsCode, type DocsCodeLabels } from "./docs-code";
import { moduleIndex, templateGenomes } from "./docs-catalog-parts";

/** The `::module-index` part: a list per group of every module page, linked, with its one-line description. */
export function DocsModuleIndex({ locale }: { locale: Locale }) {
  return (
    <>
      {moduleIndex(locale).map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id} tabIndex={-1}>
            {group.title}
          </h2>
          <ul>
            {group.modules.map((module) => (
              <li key={module.id}>
                <a href={localizePath(module.path, locale)}>{module.name}</a> <code>{module.id}</code>: {module.description}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The `::template-genomes` part: each template's genome file, written by the composer's resolution, with a link to its page. */
export function DocsTemplateGenomes({ locale, codeLabels }: { locale: Locale; codeLabels: DocsCodeLabels }) {
  const t = getTranslator(locale, "Docs.templates");
  return (
    <>
      <h2 id="template-genomes" tabIndex={-1}>
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      {templateGenomes(locale).map((genome) => (
        <section key={genome.id} aria-labelledby={`template-${genome.id}`}>
          <h3 id={`template-${genome.id}`} tabIndex={-1}>
            {genome.name}
          </h3>
          <p>{genome.moduleCount}</p>
          <DocsCode code={genome.code} fence="ts" labels={{ ...codeLabels, code: () => genome.file }} />
          <p>
            <a href={localizePath(genome.path, locale)}>{t("templatePage", { name: genome.name })}</a>
          </p>
        </section>
      ))}
    </>
  );
}
