"use client";

import { Users, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { DiscordIcon, LinkedinIcon } from "@/components/icons/brand-icons";
import { isPastThreshold } from "@/lib/scroll-threshold";
import { cn } from "@/lib/utils";

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

/** Hidden at the top of the page, then a small round button that unfolds into the community links. */
export function SocialWidgetPanel({ links, labels }: { links: { discord: string; linkedin: string }; labels: SocialWidgetLabels }) {
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(isPastThreshold(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setExpanded(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [expanded]);

  return (
    <aside
      aria-label={labels.region}
      hidden={!visible}
      data-testid="social-widget"
      className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 animate-fade-in sm:right-6 sm:bottom-6"
    >
      <div
        id={panelId}
        hidden={!expanded}
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
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={expanded ? labels.collapse : labels.expand}
        onClick={() => setExpanded((value) => !value)}
        className={cn(
          "inline-flex size-12 items-center justify-center rounded-full border border-border-strong bg-surface-raised text-foreground shadow-xl shadow-black/40 transition-colors hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring",
          expanded && "border-primary/60",
        )}
      >
        {expanded ? <X className="size-5" aria-hidden /> : <Users className="size-5" aria-hidden />}
      </button>
    </aside>
  );
}
