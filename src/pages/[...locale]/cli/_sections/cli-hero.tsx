import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { documentedStateCommit, documentedStateDate } from "@/domain/cli/documented-state";
import { TerminalSession } from "@/features/cli/terminal-session";
import { cliTerminalProps } from "@/features/cli/cli-terminal-props";
import { CLI_INSTALL_PATH, CLI_STATUS_PATH } from "@/features/cli/cli-page-lists";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { Eyebrow } from "@/components/ui/eyebrow";
import { route } from "@/domain/site/page-paths";
import { ArrowLink } from "@/components/ui/arrow-link";

/**
 * The CLI page's hero: where the CLI stands today (no published version installs; the from-source
 * build and the Status page) beside a terminal that plays lines of the recorded state-B run.
 */
export const CliHero = localized(function CliHero() {
  const t = useTranslations("Cli");
  const locale = useLocale();
  return (
    <PageHero>
      <PageHeroContent className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="min-w-0">
          <Eyebrow>{t("eyebrow")}</Eyebrow>
          <PageHeroTitle size="md" width="full">
            {t("title")}
          </PageHeroTitle>
          <PageHeroDescription width="full">
            {t("description", { date: documentedStateDate(locale), state: documentedStateCommit("cli") })}
          </PageHeroDescription>
          <div data-cli-status="" className="mt-8 rounded-xl border border-gold/30 bg-gold/5 p-5">
            <p className="text-sm font-semibold text-foreground">
              {t("status.title")}
            </p>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              {t.rich("status.npm", {
                package: siteConfig.cli.packageName,
                code: (chunks) => <code className="font-mono text-[13px] break-words text-foreground">{chunks}</code>,
              })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ArrowLink href={CLI_INSTALL_PATH}>
                {t("status.install")}
              </ArrowLink>{" "}
              <Button asChild variant="outline">
                <Link href={CLI_STATUS_PATH}>{t("status.status")}</Link>
              </Button>
            </div>
          </div>
          <CopyMarkdownButton path={route("cli")} className="mt-4" />
        </div>
        <div className="min-w-0">
          <TerminalSession {...cliTerminalProps(locale)} />
        </div>
      </PageHeroContent>
    </PageHero>
  );
});
