import { ArrowRight, Check, X } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";

/** Each "before" with the "after" that replaces it, row by row. */
const pairs = [
  ["days", "minutes"],
  ["config", "focus"],
  ["debt", "quality"],
  ["onboarding", "familiar"],
] as const;

/**
 * What changes, as a table of pairs: the section before it (ways.tsx) already sets two lists side by
 * side, so this one reads across each row instead.
 */
export const BeforeAfter = localized(function BeforeAfter() {
  const t = useTranslations("Philosophy.beforeAfter");
  return (
    <Section divided aria-labelledby="before-after-title">
      <SectionHeader title={t("title")} titleId="before-after-title" />
      <div className="mt-12 overflow-hidden rounded-xl border border-border">
        <table className="w-full table-fixed text-left text-[15px] leading-relaxed">
          <thead className="bg-surface/60 font-mono text-xs tracking-[0.12em] uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium text-subtle sm:px-6">
                {t("before.title")}
              </th>
              <th scope="col" className="border-l border-border px-4 py-3 font-medium text-primary-text sm:px-6">
                {t("after.title")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {pairs.map(([before, after]) => (
              <tr key={before}>
                <td className="px-4 py-4 align-top text-muted sm:px-6">
                  <span className="flex gap-3">
                    <X aria-hidden className="mt-1 size-4 shrink-0 text-danger" />
                    {t(`before.items.${before}`)}
                  </span>
                </td>
                <td className="border-l border-border bg-primary/[0.05] px-4 py-4 align-top text-foreground sm:px-6">
                  <span className="flex gap-3">
                    <ArrowRight aria-hidden className="mt-1 hidden size-4 shrink-0 text-primary-text sm:block" />
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-success sm:hidden" />
                    {t(`after.items.${after}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
});
