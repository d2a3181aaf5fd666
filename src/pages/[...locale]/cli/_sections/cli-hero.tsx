import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { Container } from "@/components/ui/section";
import { siteConfig } from "@/lib/site-config";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";
import { TerminalSession } from "@/features/cli/terminal-session";
import { cliTerminalProps } from "@/features/cli/cli-terminal-props";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The CLI page's hero: the install command beside a terminal session that the page's script plays. */
export const CliHero = localized(function CliHero() {
  const t = useTranslations("Cli");
  const common = useTranslations("Common");
  const locale = useLocale();
  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative grid gap-12 py-20 sm:py-28 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="min-w-0">
          <Eyebrow>{t("eyebrow")}</Eyebrow>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-5xl">{t("title")}</h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
          <CodeBlock
            code={siteConfig.cli.npmInstallCommand}
            language="shell"
            filename={t("installLabel")}
            label={t("installLabel")}
            copyLabels={{ copy: common("copy"), copied: common("copied"), failed: common("copyFailed") }}
            className="mt-8"
          />
          <CopyMarkdownButton path="/cli" className="mt-4" />
        </div>
        <div className="min-w-0">
          <TerminalSession {...cliTerminalProps(locale)} />
        </div>
      </Container>
    </section>
  );
});
