import { localized, useTranslations } from "@/i18n/locale-context";
import { PageHero } from "@/components/ui/page-hero";

export const TeamHero = localized(function TeamHero() {
  const t = useTranslations("Team");
  return (
    <PageHero size="tall" centered eyebrow={t("eyebrow")} title={t("title")} description={t("intro")} />
  );
});
