import { localized, useTranslations } from "@/i18n/locale-context";
import { Check, CircleDashed, X } from "lucide-react";
import { Section, SectionHeader } from "@/components/ui/section";
import { cn } from "@/lib/utils";
import { landingSectionId } from "@/lib/landing-sections";

const columns = ["noCode", "aiBuilders", "copilots", "architech"] as const;
const features = ["production", "ownership", "integrations", "practices", "modular"] as const;
type Support = "yes" | "partial" | "no";
type Column = (typeof columns)[number];
type Feature = (typeof features)[number];

/** Our reading of each category of tool; only The Architech is a product, the rest are kinds of tools. */
const support: Record<Column, Record<Feature, Support>> = {
  noCode: { production: "partial", ownership: "no", integrations: "partial", practices: "no", modular: "no" },
  aiBuilders: { production: "partial", ownership: "partial", integrations: "no", practices: "partial", modular: "no" },
  copilots: { production: "partial", ownership: "yes", integrations: "no", practices: "partial", modular: "no" },
  architech: { production: "yes", ownership: "yes", integrations: "yes", practices: "yes", modular: "yes" },
};

/** A mark and its word; `compact` (the phone's two-column cards) keeps the word for screen readers only, the three marks differing in shape. */
function SupportMark({ value, label, compact = false }: { value: Support; label: string; compact?: boolean }) {
  const Icon = value === "yes" ? Check : value === "partial" ? CircleDashed : X;
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={cn(
          "inline-flex size-6 items-center justify-center rounded-full",
          value === "yes" && "bg-success/15 text-success",
          value === "partial" && "bg-gold/10 text-gold-text",
          value === "no" && "bg-surface-raised text-subtle",
        )}
      >
        <Icon aria-hidden className="size-3.5" />
      </span>
      <span className={cn(compact ? "sr-only" : "text-sm", value === "no" ? "text-subtle" : "text-muted")}>{label}</span>
    </span>
  );
}

export const WhereWeFit = localized(function WhereWeFit() {
  const t = useTranslations("Landing.whereWeFit");
  const value = (support: Support) => t(`values.${support}`);
  return (
    <Section compact id={landingSectionId("whereWeFit")} divided aria-labelledby="fit-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="fit-title" description={t("description")} />

      <div className="mt-12 hidden overflow-hidden rounded-2xl border border-border md:block" data-comparison="table">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("caption")}</caption>
          <thead>
            <tr className="border-b border-border bg-surface">
              <th scope="col" className="px-5 py-4 text-xs font-medium tracking-wide text-subtle uppercase">
                {t("featureHeader")}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    "px-5 py-4 text-sm font-semibold",
                    column === "architech" ? "bg-primary/10 text-primary-text" : "text-foreground",
                  )}
                >
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr key={feature} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-5 py-4 text-[15px] font-medium text-foreground">
                  {t(`features.${feature}`)}
                </th>
                {columns.map((column) => (
                  <td key={column} className={cn("px-5 py-4", column === "architech" && "bg-primary/[0.06]")}>
                    <SupportMark value={support[column][feature]} label={value(support[column][feature])} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Two columns on a phone too: four tall cards one under the other were two screens of the same five rows. */}
      <ul className="mt-8 grid grid-cols-2 gap-3 md:hidden" data-comparison="cards">
        {columns.map((column) => (
          <li
            key={column}
            className={cn(
              "rounded-xl border p-4",
              column === "architech" ? "border-primary/50 bg-primary/[0.07]" : "border-border bg-surface",
            )}
          >
            <h3 className={cn("text-[15px] font-semibold", column === "architech" ? "text-primary-text" : "text-foreground")}>
              {t(`columns.${column}`)}
            </h3>
            <dl className="mt-3 space-y-2.5">
              {features.map((feature) => (
                <div key={feature} className="flex items-center justify-between gap-2">
                  <dt className="text-[13px] leading-snug text-foreground">{t(`features.${feature}`)}</dt>
                  <dd>
                    <SupportMark compact value={support[column][feature]} label={value(support[column][feature])} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
});
