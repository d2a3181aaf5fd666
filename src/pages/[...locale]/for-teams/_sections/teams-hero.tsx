import { ArrowDown, Users } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { BadgeLine } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { PageHero, PageHeroActions, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { route } from "@/domain/site/page-paths";
import { DEMO_REQUEST_ID } from "./demo-request";

export const TeamsHero = localized(function TeamsHero() {
  const t = useTranslations("ForTeams.hero");
  return (
    <PageHero tone="gold">
      <PageHeroContent size="tall" align="center">
        <BadgeLine variant="gold" className="justify-center">
          <Users aria-hidden />
          {t("badge")}
        </BadgeLine>
        <PageHeroTitle width="wide" className="mt-6">
          {t("title")}
        </PageHeroTitle>
        <PageHeroDescription>{t("subtitle")}</PageHeroDescription>
        <PageHeroActions>
          <Button asChild size="xl" variant="gold">
            <a href={`#${DEMO_REQUEST_ID}`}>
              {t("cta")}
              <ArrowDown aria-hidden />
            </a>
          </Button>{" "}
          <Button asChild size="xl" variant="outline">
            <Link href={route("lightpaper")}>{t("secondary")}</Link>
          </Button>
        </PageHeroActions>
      </PageHeroContent>
    </PageHero>
  );
});
