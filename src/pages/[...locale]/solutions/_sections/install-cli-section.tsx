import { localized, useTranslations } from "@/i18n/locale-context";
import { Button } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import { InstallStatus } from "@/components/layout/install-status";
import { Link } from "@/i18n/link";
import { CtaBand, CtaBandActions, CtaBandDescription, CtaBandTitle } from "@/components/ui/cta-band";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

/** How to get the CLI that runs these genomes: built from source, since no npm release installs (facts/CLI-FACTS.md §8 R2). */
export const InstallCliSection = localized(function InstallCliSection() {
  const t = useTranslations("Solutions.install");
  return (
    <Section divided aria-labelledby="install-cli-title">
      <CtaBand surface="panelSplit" glow="corner" tone="soft">
        <div className="relative grid gap-8 lg:grid-cols-2 lg:items-center">
          <div className="min-w-0">
            <CtaBandTitle id="install-cli-title" size="sm">{t("title")}</CtaBandTitle>
            <CtaBandDescription className="mt-3">{t("description")}</CtaBandDescription>
            <CtaBandActions layout="wrap" className="mt-6">
              <ArrowLink href={route("cli")}>
                {t("cli")}
              </ArrowLink>{" "}
              <Button asChild variant="outline">
                <Link href={route("marketplace")}>{t("marketplace")}</Link>
              </Button>
            </CtaBandActions>
          </div>
          <InstallStatus variant="panel" className="min-w-0" />
        </div>
      </CtaBand>
    </Section>
  );
});
