import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { Link } from "@/i18n/link";
import { CtaBand, CtaBandActions, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";
import { CTA_HREF } from "@/lib/site-nav";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

export const SolutionCta = localized(function SolutionCta() {
  const t = useTranslations("SolutionPage.cta");
  return (
    <Section divided aria-labelledby="solution-cta-title">
      <CtaBand surface="panelCentered" align="center" glow="top" tone="soft">
        <CtaBandTitle id="solution-cta-title">{t("title")}</CtaBandTitle>
        <CtaBandDescription className="max-w-xl">{t("description")}</CtaBandDescription>
        <CtaBandActions layout="wrap">
          <ArrowLink href={CTA_HREF} size="lg">
            {t("button")}
          </ArrowLink>{" "}
          <Button asChild size="lg" variant="outline">
            <Link href={route("marketplace")}>{t("marketplace")}</Link>
          </Button>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
});
