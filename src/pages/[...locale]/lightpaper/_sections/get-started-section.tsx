import { ArrowRight, ArrowUpRight } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { InstallStatus } from "@/components/layout/install-status";
import { DocLink } from "@/features/documents/doc-link";
import { DocumentSection } from "@/features/documents/document-section";
import { getStartedLinks } from "@/features/documents/get-started-links";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const GetStartedSection = localized(function GetStartedSection({ content }: { content: LightpaperContent }) {
  const { getStarted } = content;
  const t = useTranslations("Common");
  const links = getStartedLinks(getStarted.links);
  return (
    <DocumentSection id="get-started" title={getStarted.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{getStarted.lead}</p>
      {/* Where the npm command stood: no npm release installs (facts/CLI-FACTS.md §8 R2), the CLI is built from source. */}
      <p className="mt-6 mb-2 text-sm font-medium text-foreground">{getStarted.installLabel}</p>
      <InstallStatus variant="panel" className="print:bg-white" />
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {links.map((link) => {
          const external = link.href.startsWith("http");
          const Icon = external ? ArrowUpRight : ArrowRight;
          return (
            <li key={link.id}>
              <DocLink
                href={link.href}
                newTabLabel={external ? t("opensInNewTab") : undefined}
                className={cn(cardVariants({ padding: "md", interactive: true }), "group flex h-full flex-col")}
              >
                <span className="flex items-center justify-between gap-3 text-[15px] font-semibold text-foreground">
                  {link.title}
                  <Icon aria-hidden className="size-4 text-subtle transition-colors group-hover:text-foreground" />
                </span>{" "}
                <span className="mt-1.5 text-sm leading-relaxed text-muted">{link.body}</span>
              </DocLink>
            </li>
          );
        })}
      </ul>
    </DocumentSection>
  );
});
