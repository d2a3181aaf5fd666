import { Section, SectionHeader } from "@/components/ui/section";
import type { ModuleFacts } from "@/features/modules/module-facts";
import { localized, useTranslations } from "@/i18n/locale-context";

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <code className="inline-block rounded-md border border-border bg-surface px-2 py-1 font-mono text-xs text-foreground">{item}</code>
        </li>
      ))}
    </ul>
  );
}

/** What a module brings into a project (packages, files, components); rendered only when the data lists any. */
export const ProvidesSection = localized(function ProvidesSection({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage.provides");
  const { packages, files, components } = facts.provides;
  if (packages.length + files.length + components.length === 0) return null;
  return (
    <Section divided aria-labelledby="provides-title" className="py-16 sm:py-20">
      <SectionHeader title={t("title")} titleId="provides-title" description={t("description", { category: facts.category })} />
      <div className="mt-8 space-y-8">
        {packages.length > 0 ? (
          <div>
            <h3 className="text-sm font-medium text-foreground">{t("packages")}</h3>
            <Chips items={packages} />
          </div>
        ) : null}
        {files.length > 0 ? (
          <div>
            <h3 className="text-sm font-medium text-foreground">{t("files")}</h3>
            <ul className="mt-3 gap-x-8 rounded-xl border border-border bg-terminal p-4 font-mono text-xs leading-6 text-muted sm:columns-2">
              {files.map((file) => (
                <li key={file} className="break-all">
                  {file}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {components.length > 0 ? (
          <div>
            <h3 className="text-sm font-medium text-foreground">{t("components")}</h3>
            <Chips items={components} />
          </div>
        ) : null}
      </div>
    </Section>
  );
});
