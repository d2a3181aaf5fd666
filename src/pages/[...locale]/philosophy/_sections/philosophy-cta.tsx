import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { DiscordIcon } from "@/components/icons/brand-icons";
import { siteConfig } from "@/lib/site-config";
import { CtaBand, CtaBandActions, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";
import { ExternalLink } from "@/components/ui/external-link";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

export const PhilosophyCta = localized(function PhilosophyCta() {
  const t = useTranslations("Philosophy.cta");
  const tCommon = useTranslations("Common");
  return (
    <Section aria-labelledby="philosophy-cta-title" className="pt-0 sm:pt-0">
      <CtaBand glow="corner">
        <CtaBandTitle id="philosophy-cta-title" size="fixed" className="max-w-xl">
          {t("title")}
        </CtaBandTitle>
        <CtaBandDescription size="plain" className="max-w-xl">
          {t("description")}
        </CtaBandDescription>
        <CtaBandActions>
          <Button asChild size="lg">
            <ExternalLink href={siteConfig.links.discord} newTabLabel={tCommon("opensInNewTab")}>
              <DiscordIcon />
              {t("community")}
            </ExternalLink>
          </Button>{" "}
          <ArrowLink href={route("lightpaper")} size="lg" variant="outline">
            {t("brief")}
          </ArrowLink>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
});
