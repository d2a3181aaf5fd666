import { Users, X } from "lucide-react";
import { useId } from "react";
import { DiscordIcon, LinkedinIcon } from "@/components/icons/brand-icons";

interface SocialWidgetLabels {
  region: string;
  expand: string;
  collapse: string;
  discord: string;
  linkedin: string;
  newTab: string;
}

const itemClass =
  "flex h-11 items-center gap-3 rounded-lg px-3 text-sm text-foreground transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring";

/**
 * Hidden at the top of the page, then a small round button that unfolds into the community links.
 * Markup only: behaviours/social-widget.ts shows it after scrolling and toggles it; the toggle's
 * icon and border follow its aria-expanded.
 */
export function SocialWidgetPanel({ links, labels }: { links: { discord: string; linkedin: string }; labels: SocialWidgetLabels }) {
  const panelId = useId();

  return (
    <aside
      aria-label={labels.region}
      hidden
      data-testid="social-widget"
      data-social-widget=""
      data-site-chrome=""
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 animate-fade-in sm:right-6 sm:bottom-6"
    >
      <div
        id={panelId}
        hidden
        className="w-60 rounded-xl border border-border bg-surface-raised p-1.5 shadow-2xl shadow-black/50 animate-fade-in"
      >
        <a href={links.discord} target="_blank" rel="noopener noreferrer" className={itemClass}>
          <DiscordIcon className="size-4 text-[#8c9eff]" />
          {labels.discord}
          <span className="sr-only">{labels.newTab}</span>
        </a>
        <a href={links.linkedin} target="_blank" rel="noopener noreferrer" className={itemClass}>
          <LinkedinIcon className="size-4 text-[#5fa8ee]" />
          {labels.linkedin}
          <span className="sr-only">{labels.newTab}</span>
        </a>
      </div>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={labels.expand}
        data-label-expand={labels.expand}
        data-label-collapse={labels.collapse}
        data-social-widget-toggle=""
        className="group inline-flex size-12 items-center justify-center rounded-full border border-border-strong bg-surface-raised text-foreground shadow-xl shadow-black/40 transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring aria-expanded:border-primary/60"
      >
        <Users className="size-5 group-aria-expanded:hidden" aria-hidden />
        <X className="hidden size-5 group-aria-expanded:block" aria-hidden />
      </button>
    </aside>
  );
}
