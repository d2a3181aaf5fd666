import { localized } from "@/i18n/locale-context";
import { ArrowRight, KeyRound, Rocket, ShieldCheck, Store } from "lucide-react";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { Button } from "@/components/ui/button";
import { DocLink } from "@/features/documents/doc-link";
import { DocumentSection } from "@/features/documents/document-section";
import { cardVariants } from "@/components/ui/card";
import { route } from "@/domain/site/page-paths";

const icons = { "private-marketplace": Store, governance: ShieldCheck, onboarding: Rocket, sso: KeyRound } as const;

export const ForTeamsSection = localized(function ForTeamsSection({ content }: { content: LightpaperContent }) {
  const { forTeams } = content;
  return (
    <DocumentSection id="for-teams" title={forTeams.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{forTeams.lead}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {forTeams.features.map((feature) => {
          const Icon = icons[feature.id];
          return (
            <li key={feature.id} data-print-keep className={cardVariants({ padding: "md" })}>
              <Icon aria-hidden className="size-5 text-gold-text" />
              <h3 className="mt-3 text-[15px] font-semibold text-foreground">{feature.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{feature.body}</p>
            </li>
          );
        })}
      </ul>
      <Button asChild variant="gold" className="mt-8">
        <DocLink href={route("forTeams")}>
          {forTeams.cta}
          <ArrowRight aria-hidden />
        </DocLink>
      </Button>
    </DocumentSection>
  );
});
