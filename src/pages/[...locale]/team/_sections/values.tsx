import { Code2, HeartHandshake, Users } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { IconCard } from "@/components/ui/card";

const values = [
  { key: "openSource", Icon: Code2 },
  { key: "empathy", Icon: HeartHandshake },
  { key: "community", Icon: Users },
] as const;

export const Values = localized(function Values() {
  const t = useTranslations("Team.values");
  return (
    <Section divided aria-labelledby="values-title">
      <SectionHeader title={t("title")} titleId="values-title" />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {values.map(({ key, Icon }) => (
          <IconCard key={key} tone="primary" icon={<Icon aria-hidden className="size-5" />} title={t(`items.${key}.title`)}>
            {t(`items.${key}.body`)}
          </IconCard>
        ))}
      </ul>
    </Section>
  );
});
