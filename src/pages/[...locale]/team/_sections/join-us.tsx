import { ArrowUpRight, Mail } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { contributeLinks } from "@/features/team/team";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { mailtoHref } from "@/lib/site-config";
import { NewTabNote } from "@/components/ui/new-tab-note";

export const JoinUs = localized(function JoinUs() {
  const t = useTranslations("Team.join");
  const tCommon = useTranslations("Common");
  return (
    <Section divided aria-labelledby="join-title">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="join-title" className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
          {t("title")}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-muted">{t("body")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
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
        </div>
      </div>
    </Section>
  );
});
