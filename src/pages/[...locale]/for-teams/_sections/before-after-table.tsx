import { Check, X } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";

const rows = ["stackDrift", "onboarding", "securityUpdates", "bestPractices", "knowledgeSilos"] as const;

export const BeforeAfterTable = localized(function BeforeAfterTable() {
  const t = useTranslations("ForTeams.comparison");
  return (
    <Section divided aria-labelledby="comparison-title">
      <SectionHeader title={t("title")} description={t("caption")} titleId="comparison-title" />
      <div className="mt-12 hidden overflow-hidden rounded-xl border border-border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("caption")}</caption>
          <thead className="bg-surface-raised text-foreground">
            <tr>
              <th scope="col" className="w-1/5 px-5 py-3.5 font-semibold">{t("columns.aspect")}</th>
              <th scope="col" className="px-5 py-3.5 font-semibold">{t("columns.before")}</th>
              <th scope="col" className="px-5 py-3.5 font-semibold">{t("columns.after")}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border bg-surface">
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" className="px-5 py-4 font-medium text-foreground">{t(`rows.${row}.aspect`)}</th>
                <td className="px-5 py-4 text-muted">
                  <span className="flex gap-2.5">
                    <X aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
                    {t(`rows.${row}.before`)}
                  </span>
                </td>
                <td className="px-5 py-4 text-foreground">
                  <span className="flex gap-2.5">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {t(`rows.${row}.after`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-10 grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row} className={cardVariants({ padding: "md" })}>
            <h3 className="text-[15px] font-semibold text-foreground">{t(`rows.${row}.aspect`)}</h3>
            <dl className="mt-3 grid gap-3 text-sm">
              <div>
                <dt className="flex items-center gap-1.5 text-xs font-medium text-subtle">
                  <X aria-hidden className="size-3.5 text-danger" />
                  {t("columns.before")}
                </dt>
                <dd className="mt-1 text-muted">{t(`rows.${row}.before`)}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-1.5 text-xs font-medium text-subtle">
                  <Check aria-hidden className="size-3.5 text-success" />
                  {t("columns.after")}
                </dt>
                <dd className="mt-1 text-foreground">{t(`rows.${row}.after`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
});
