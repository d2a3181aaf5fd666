import { ArrowUpRight, Mail } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { contributeLinks } from "@/features/team/team";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { CtaBand, CtaBandActions, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";
import { mailtoHref } from "@/lib/site-config";
import { NewTabNote } from "@/components/ui/new-tab-note";

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
            <a href={contributeLinks.cli} target="_blank" rel="noreferrer">
              <GithubIcon aria-hidden className="size-4" />
              {t("contribute")}
              <NewTabNote label={tCommon("opensInNewTab")} />
            </a>
          </Button>{" "}
          <Button asChild size="lg" variant="ghost">
            <a href={contributeLinks.marketplace} target="_blank" rel="noreferrer">
              {t("marketplace")}
              <ArrowUpRight aria-hidden />
              <NewTabNote label={tCommon("opensInNewTab")} />
            </a>
          </Button>
        </CtaBandActions>
      </CtaBand>
    </Section>
  );
});
