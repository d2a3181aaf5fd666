import { GithubIcon } from "@/components/icons/brand-icons";
import { getTranslations } from "next-intl/server";
import type { WhitepaperContent } from "@/content/whitepaper/types";
import { Button } from "@/components/ui/button";
import { DocumentHeader } from "@/features/documents/document-header";
import { PrintButton } from "@/features/documents/print-button";
import { siteConfig } from "@/lib/site-config";

export async function WhitepaperHeader({ content }: { content: WhitepaperContent }) {
  const [t, tCommon] = await Promise.all([getTranslations("Documents"), getTranslations("Common")]);
  return (
    <DocumentHeader
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.subtitle}
      meta={<p className="font-mono text-sm text-subtle">{content.byline}</p>}
      actions={
        <>
          <PrintButton label={t("print")} />
          <Button asChild variant="ghost">
            <a href={siteConfig.links.cliRepo} target="_blank" rel="noreferrer">
              <GithubIcon aria-hidden />
              {content.sourceLink}
              <span className="sr-only"> {tCommon("opensInNewTab")}</span>
            </a>
          </Button>
        </>
      }
    />
  );
}
