import { ArrowDown, Users } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { BadgeLine } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/section";
import { Link } from "@/i18n/link";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";
import { route } from "@/domain/site/page-paths";

export const TeamsHero = localized(function TeamsHero() {
  const t = useTranslations("ForTeams.hero");
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop tone="gold" />
      <Container className="relative py-24 text-center sm:py-32">
        <BadgeLine variant="gold" className="justify-center">
          <Users aria-hidden />
          {t("badge")}
        </BadgeLine>
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-6xl">{t("title")}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{t("subtitle")}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="xl" variant="gold">
            <a href="#demo">
              {t("cta")}
              <ArrowDown aria-hidden />
            </a>
          </Button>{" "}
          <Button asChild size="xl" variant="outline">
            <Link href={route("lightpaper")}>{t("secondary")}</Link>
          </Button>
        </div>
      </Container>
    </section>
  );
});
