import { ArrowUpRight, Mail } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { contributeLinks } from "@/features/team/team";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { CtaBand, CtaBandActions, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";
import { mailtoHref } from "@/lib/site-config";
import { ExternalLink } from "@/components/ui/external-link";

export const JoinUs = localized(function JoinUs() {
  const t = useTranslations("Team.join");
  const tCommon = useTranslations("Common");
  return (
    <Section divided aria-labelledby="join-title">
      <CtaBand surface="none" align="center" className="mx-auto max-w-3xl">
        <CtaBandTitle id="join-title">{t("title")}</CtaBandTitle>
        <CtaBandDescription size="lg">{t("body")}</CtaBandDescription>
        <CtaBandActions layout="stackWrap">
          <Button asChild size="lg">
            <a href={mailtoHref()}>
              <Mail aria-hidden />
              {t("contact")}
            </a>
          </Button>{" "}
          <Button asChild size="lg" variant="outline">
            <ExternalLink href={contributeLinks.cli} newTabLabel={tCommon("opensInNewTab")}>
              <GithubIcon aria-hidden className="size-4" />
              {t("contribute")}
            </ExternalLink>
          </Button>{" "}
          <Button asChild size="lg" variant="ghost">
            <ExternalLink href={contributeLinks.marketplace} newTabLabel={tCommon("opensInNewTab")}>
              {t("marketplace")}
              <ArrowUpRight aria-hidden />
            </ExternalLink>
          </Button>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
});
