import { localized, useTranslations } from "@/i18n/locale-context";
import { Eyebrow } from "@/components/ui/eyebrow";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";

export const PhilosophyHero = localized(function PhilosophyHero() {
  const t = useTranslations("Philosophy");
  return (
    <PageHero>
      <PageHeroContent size="tall">
        <Eyebrow>{t("eyebrow")}</Eyebrow>
        <PageHeroTitle>{t("title")}</PageHeroTitle>
        <PageHeroDescription>{t("intro")}</PageHeroDescription>
      </PageHeroContent>
    </PageHero>
  );
});
