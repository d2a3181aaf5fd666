import { GithubIcon } from "@/components/icons/brand-icons";
import { localized, useTranslations } from "@/i18n/locale-context";
import type { WhitepaperContent } from "@/content/documents/whitepaper/content";
import { Button } from "@/components/ui/button";
import { DocumentHeader } from "@/features/documents/document-header";
import { PrintButton } from "@/features/documents/print-button";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { siteConfig } from "@/lib/site-config";
import { readingMinutes } from "@/features/documents/reading-time";
import { whitepaperSectionIds } from "@/content/documents/whitepaper/schema";
import { ExternalLink } from "@/components/ui/external-link";
import { founder } from "@/features/team/team";
import { route } from "@/domain/site/page-paths";

export const WhitepaperHeader = localized(function WhitepaperHeader({ content }: { content: WhitepaperContent }) {
  const t = useTranslations("Documents");
  const tCommon = useTranslations("Common");
  return (
    <DocumentHeader
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.subtitle}
      aside={
        <div className="rounded-xl border border-border bg-surface/80 backdrop-blur-sm print:border-0 print:bg-transparent">
          <p className="border-b border-border px-5 py-3 font-mono text-xs font-medium tracking-[0.12em] text-subtle uppercase print:hidden">
            {t("aboutLabel")}
          </p>
          <ul className="space-y-2 px-5 py-4 text-sm text-muted">
            <li className="text-foreground">{content.byline}</li>
            <li>{t("author", { name: founder.name })}</li>
            <li>{t("sectionCount", { count: whitepaperSectionIds.length })}</li>
            <li>{t("readingTime", { minutes: readingMinutes({ sections: content.sections, futureWork: content.futureWork.items }) })}</li>
          </ul>
        </div>
      }
      actions={
        <>
          <PrintButton label={t("print")} />
          <CopyMarkdownButton path={route("whitepaper")} />
          <Button asChild variant="ghost">
            <ExternalLink href={siteConfig.links.cliRepo} newTabLabel={tCommon("opensInNewTab")}>
              <GithubIcon aria-hidden />
              {content.sourceLink}
            </ExternalLink>
          </Button>
        </>
      }
    />
  );
});
