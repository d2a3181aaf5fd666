import { localized, useTranslations } from "@/i18n/locale-context";
import { Eyebrow } from "@/components/ui/eyebrow";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";

export const TeamHero = localized(function TeamHero() {
  const t = useTranslations("Team");
  return (
    <PageHero>
      <PageHeroContent size="tall" align="center">
        <Eyebrow>{t("eyebrow")}</Eyebrow>
        <PageHeroTitle>{t("title")}</PageHeroTitle>
        <PageHeroDescription>{t("intro")}</PageHeroDescription>
      </PageHeroContent>
    </PageHero>
  );
});
