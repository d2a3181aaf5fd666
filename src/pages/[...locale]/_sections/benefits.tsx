import { localized, useTranslations } from "@/i18n/locale-context";
import { Flame, Puzzle, Repeat2, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section, SectionHeader } from "@/components/ui/section";

const pains: { key: "setupHell" | "integration" | "repetition"; Icon: LucideIcon }[] = [
  { key: "setupHell", Icon: Flame },
  { key: "integration", Icon: Puzzle },
  { key: "repetition", Icon: Repeat2 },
];

export const Benefits = localized(function Benefits() {
  const t = useTranslations("Landing.benefits");
  return (
    <Section id="benefits" divided aria-labelledby="benefits-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="benefits-title" description={t("description")} />
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {pains.map(({ key, Icon }) => (
          <li key={key}>
            <Card className="flex h-full flex-col">
              <span className="inline-flex size-9 items-center justify-center rounded-lg border border-danger-border/60 bg-danger-bg text-danger">
                <Icon aria-hidden className="size-4" />
              </span>
              <CardTitle className="mt-5 text-lg">{t(`pains.${key}.title`)}</CardTitle>
              <CardDescription className="mt-2 text-[15px]">{t(`pains.${key}.body`)}</CardDescription>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
});
