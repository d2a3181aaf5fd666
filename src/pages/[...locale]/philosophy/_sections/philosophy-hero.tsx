import { localized, useTranslations } from "@/i18n/locale-context";
import { PageHero } from "@/components/ui/page-hero";

export const PhilosophyHero = localized(function PhilosophyHero() {
  const t = useTranslations("Philosophy");
  return (
    <PageHero size="tall" eyebrow={t("eyebrow")} title={t("title")} description={t("intro")} />
  );
});
