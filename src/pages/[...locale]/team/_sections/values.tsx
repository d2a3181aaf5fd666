import { Code2, HeartHandshake, Users } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { IconTile } from "@/components/ui/icon-tile";
import { cardVariants } from "@/components/ui/card";

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
          <li key={key} className={cardVariants()}>
            <IconTile tone="primary">
              <Icon aria-hidden className="size-5" />
            </IconTile>
            <h3 className="mt-4 text-base font-semibold text-foreground">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
});
