import { GithubIcon } from "@/components/icons/brand-icons";
import { localized, useTranslations } from "@/i18n/locale-context";
import type { WhitepaperContent } from "@/content/documents/whitepaper/content";
import { DocLink } from "@/features/documents/doc-link";
import { siteConfig } from "@/lib/site-config";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const SourceNote = localized(function SourceNote({ content }: { content: WhitepaperContent }) {
  const t = useTranslations("Common");
  return (
    <aside aria-labelledby="source-title" data-print-keep className={cn(cardVariants(), "mt-6")}>
      <h2 id="source-title" className="text-base font-semibold text-foreground">
        {content.sourceTitle}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{content.sourceBody}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {[siteConfig.links.cliRepo, siteConfig.links.marketplaceRepo].map((href) => (
          <li key={href}>
            <DocLink href={href} newTabLabel={t("opensInNewTab")} className="inline-flex items-center gap-1.5 font-medium text-primary-text underline-offset-4 hover:underline">
              <GithubIcon aria-hidden className="size-4" />
              {href.replace("https://", "")}
            </DocLink>
          </li>
        ))}
      </ul>
    </aside>
  );
});
