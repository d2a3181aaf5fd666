import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { ContrastLists } from "./contrast-lists";

const beforeKeys = ["days", "config", "debt", "onboarding"] as const;
const afterKeys = ["minutes", "focus", "quality", "familiar"] as const;

export const BeforeAfter = localized(function BeforeAfter() {
  const t = useTranslations("Philosophy.beforeAfter");
  return (
    <Section divided aria-labelledby="before-after-title">
      <SectionHeader title={t("title")} titleId="before-after-title" />
      <ContrastLists
        negative={{ title: t("before.title"), items: beforeKeys.map((key) => ({ key, text: t(`before.items.${key}`) })) }}
        positive={{ title: t("after.title"), items: afterKeys.map((key) => ({ key, text: t(`after.items.${key}`) })) }}
      />
    </Section>
  );
});
