import { Cable, FileCode2, ListChecks } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { PageHero } from "@/components/ui/page-hero";

const highlights = [
  { key: "pick", Icon: ListChecks },
  { key: "wire", Icon: Cable },
  { key: "run", Icon: FileCode2 },
] as const;

/** The composer page's opening, rendered at build time so it paints before the island loads. */
export const ComposeHero = localized(function ComposeHero() {
  const t = useTranslations("ComposePage");
  return (
    <PageHero size="compact" eyebrow={t("eyebrow")} title={t("title")} description={t("description")}>
      <ul aria-label={t("highlightsLabel")} className="mt-8 grid max-w-5xl gap-3 lg:grid-cols-3 lg:gap-6">
        {highlights.map(({ key, Icon }) => (
          <li key={key} className="flex items-center gap-2.5 text-sm text-muted">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-border bg-surface text-primary-text">
              <Icon aria-hidden className="size-4" />
            </span>
            {t(`highlights.${key}`)}
          </li>
        ))}
      </ul>
    </PageHero>
  );
});
