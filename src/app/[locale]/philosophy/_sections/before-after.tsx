import { getTranslations } from "next-intl/server";
import { Section, SectionHeader } from "@/components/ui/section";
import { ContrastLists } from "./contrast-lists";

const beforeKeys = ["days", "config", "debt", "onboarding"] as const;
const afterKeys = ["minutes", "focus", "quality", "familiar"] as const;

export async function BeforeAfter() {
  const t = await getTranslations("Philosophy.beforeAfter");
  return (
    <Section divided aria-labelledby="before-after-title">
      <SectionHeader title={t("title")} titleId="before-after-title" />
      <ContrastLists
        negative={{ title: t("before.title"), items: beforeKeys.map((key) => ({ key, text: t(`before.items.${key}`) })) }}
        positive={{ title: t("after.title"), items: afterKeys.map((key) => ({ key, text: t(`after.items.${key}`) })) }}
      />
    </Section>
  );
}
