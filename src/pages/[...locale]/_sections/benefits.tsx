import { localized, useTranslations } from "@/i18n/locale-context";
import { Flame, Puzzle, Repeat2, type LucideIcon } from "lucide-react";
import { Section, SectionHeader } from "@/components/ui/section";
import { landingSectionId } from "@/lib/landing-sections";
import { IconListItem } from "@/components/ui/icon-list-item";

const pains: { key: "setupHell" | "integration" | "repetition"; Icon: LucideIcon }[] = [
  { key: "setupHell", Icon: Flame },
  { key: "integration", Icon: Puzzle },
  { key: "repetition", Icon: Repeat2 },
];

/**
 * The problem, not a feature grid: the heading beside three pains read as one list, so this band
 * does not repeat the shape of the cards around it.
 */
export const Benefits = localized(function Benefits() {
  const t = useTranslations("Landing.benefits");
  return (
    <Section compact id={landingSectionId("benefits")} divided aria-labelledby="benefits-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="benefits-title" description={t("description")} />
        <ul className="divide-y divide-border border-y border-border">
          {pains.map(({ key, Icon }) => (
            <IconListItem
              key={key}
              heading
              className="py-5"
              icon={
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg border border-danger-border/60 bg-danger-bg text-danger">
                  <Icon aria-hidden className="size-4" />
                </span>
              }
              title={t(`pains.${key}.title`)}
              description={t(`pains.${key}.body`)}
            />
          ))}
        </ul>
      </div>
    </Section>
  );
});
