import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { ContrastLists } from "./contrast-lists";

const oldKeys = ["boilerplate", "glue", "drift", "docs", "tribal"] as const;
const newKeys = ["genome", "integrators", "consistent", "updates", "shared"] as const;

export const Ways = localized(function Ways() {
  const t = useTranslations("Philosophy.ways");
  return (
    <Section divided aria-labelledby="ways-title">
      <SectionHeader title={t("title")} titleId="ways-title" />
      <ContrastLists
        negative={{ title: t("old.title"), items: oldKeys.map((key) => ({ key, text: t(`old.items.${key}`) })) }}
        positive={{ title: t("new.title"), items: newKeys.map((key) => ({ key, text: t(`new.items.${key}`) })) }}
      />
    </Section>
  );
});
