import { Section, SectionHeader } from "@/components/ui/section";
import type { ModuleFacts, ParameterRow } from "@/features/modules/module-facts";
import { localized, useTranslations } from "@/i18n/locale-context";
import { cardVariants } from "@/components/ui/card";
import { LABEL_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";

const cell = "px-4 py-3 align-top";

function Value({ children }: { children: string }) {
  return <code className="rounded-md border border-border bg-surface-raised px-1.5 py-0.5 font-mono text-xs text-foreground">{children}</code>;
}

function Row({ row }: { row: ParameterRow }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${cell} text-left font-mono text-[13px] font-medium text-foreground`}>
        {row.name}
      </th>
      <td className={`${cell} font-mono text-xs text-primary-text`}>{row.type}</td>
      <td className={cell}>
        <DefaultValue row={row} />
      </td>
      <td className={cell}>
        <Choices row={row} />
      </td>
      <td className={cell}>
        <Required row={row} />
      </td>
    </tr>
  );
}

function DefaultValue({ row }: { row: ParameterRow }) {
  const t = useTranslations("ModulePage.parameters");
  return row.default === undefined ? <span className="text-subtle">{t("noDefault")}</span> : <Value>{row.default}</Value>;
}

function Choices({ row }: { row: ParameterRow }) {
  const t = useTranslations("ModulePage.parameters");
  if (!row.choices) return <span className="text-subtle">{t("anyValue")}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {row.choices.map((choice) => (
        <li key={choice}>
          <Value>{choice}</Value>
        </li>
      ))}
    </ul>
  );
}

function Required({ row }: { row: ParameterRow }) {
  const t = useTranslations("ModulePage.parameters");
  return row.required ? <span className="font-medium text-gold-text">{t("yes")}</span> : <span className="text-muted">{t("no")}</span>;
}

/**
 * On a phone, each parameter as a small card: five columns do not fit 390 px. A parameter's facts
 * are labels for the site search: they find the module, but read as no sentence.
 */
function ParameterCards({ rows }: { rows: readonly ParameterRow[] }) {
  const t = useTranslations("ModulePage.parameters");
  return (
    <ul className="mt-8 space-y-3 sm:hidden">
      {rows.map((row) => (
        <li key={row.name} data-pagefind-weight={LABEL_SEARCH_WEIGHT} className={cardVariants({ padding: "sm" })}>
          <p className="font-mono text-[13px] font-medium text-foreground">{row.name}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
            <dt className="text-xs text-subtle">{t("type")}</dt>
            <dd className="font-mono text-xs text-primary-text">{row.type}</dd>
            <dt className="text-xs text-subtle">{t("default")}</dt>
            <dd>
              <DefaultValue row={row} />
            </dd>
            <dt className="text-xs text-subtle">{t("choices")}</dt>
            <dd>
              <Choices row={row} />
            </dd>
            <dt className="text-xs text-subtle">{t("required")}</dt>
            <dd>
              <Required row={row} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** A module's parameters: a table from 640 px (scrolling inside its own frame if it must), cards below. */
export const ParametersSection = localized(function ParametersSection({ facts }: { facts: ModuleFacts }) {
  const t = useTranslations("ModulePage.parameters");
  const tableLabel = t("tableLabel", { name: facts.name });
  return (
    <Section aria-labelledby="parameters-title" className="py-16 sm:py-20">
      <SectionHeader title={t("title")} titleId="parameters-title" description={facts.parameters.length > 0 ? t("description") : undefined} />
      {facts.parameters.length > 0 ? (
        <>
          <ParameterCards rows={facts.parameters} />
          {/* The table says what the phone's cards say: the site search reads the parameters once, from the cards. */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls sideways on narrow screens: keyboard users must reach it to scroll it
            tabIndex={0}
            role="region"
            aria-label={tableLabel}
            data-pagefind-ignore=""
            className={cn(cardVariants({ padding: "none" }), "mt-8 hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring sm:block")}
          >
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{tableLabel}</caption>
              <thead>
                <tr className="text-left text-xs font-medium tracking-wide text-subtle">
                  <th scope="col" className={`${cell} font-medium`}>
                    {t("name")}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t("type")}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t("default")}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t("choices")}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t("required")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {facts.parameters.map((row) => (
                  <Row key={row.name} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-6 text-muted">{t("none")}</p>
      )}
    </Section>
  );
});
