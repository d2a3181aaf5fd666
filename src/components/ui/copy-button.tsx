import { Check, Copy, TriangleAlert, type LucideIcon } from "lucide-react";
import type { CopyState } from "@/lib/clipboard";
import { cn } from "@/lib/utils";
import { Button, type ButtonProps } from "./button";
import type { CopyButtonHooks as H } from "./copy-button-hooks";

export interface CopyButtonLabels {
  /** Accessible name and visible text before copying, e.g. "Copy". */
  copy: string;
  /** Shown for two seconds after a successful copy, e.g. "Copied!". */
  copied: string;
  /** Shown when the browser refuses the clipboard, e.g. "Press Ctrl+C to copy". */
  failed: string;
}

type CopyButtonProps = Omit<ButtonProps, "onClick" | "children" | "value"> & {
  labels: CopyButtonLabels;
  /** Show the label next to the icon; otherwise the label is the accessible name only. */
  showLabel?: boolean;
} & (
    | { value: string; source?: never }
    /** A same-origin URL whose text is fetched and copied on click, for text too long to carry in the page (behaviours/copy-source-buttons.ts). */
    | { source: string; value?: never }
  );

/** One look per state; the button's data-state shows the matching one (whole class names, so Tailwind sees them). */
const looks: { state: CopyState; label: keyof CopyButtonLabels; Icon: LucideIcon; className: string }[] = [
  { state: "idle", label: "copy", Icon: Copy, className: "hidden group-data-[state=idle]/copy:contents" },
  { state: "copied", label: "copied", Icon: Check, className: "hidden group-data-[state=copied]/copy:contents" },
  { state: "failed", label: "failed", Icon: TriangleAlert, className: "hidden group-data-[state=failed]/copy:contents" },
];

/**
 * Plain markup, no handler: the site behaviour script listens for clicks on `[data-copy-button]`
 * anywhere in the document, so the same button works in build-time sections and inside islands.
 * The script only changes attributes and the empty status span, never text React rendered.
 */
export function CopyButton({ value, source, labels, showLabel = false, className, variant = "ghost", size, ...props }: CopyButtonProps) {
  // Literals checked against copy-button-hooks.ts: the islands that render this carry no hooks module.
  const target =
    source === undefined
      ? ({ "data-copy-button": "", "data-copy-value": value } satisfies Record<H["button"] | H["value"], string>)
      : ({ "data-copy-source": source } satisfies Record<H["source"], string>);
  return (
    <>
      <Button
        variant={variant}
        size={size ?? (showLabel ? "sm" : "icon")}
        className={cn("group/copy data-[state=copied]:text-success data-[state=copied]:hover:text-success", className)}
        aria-label={labels.copy}
        {...target}
        {...({
          "data-state": "idle",
          "data-label-idle": labels.copy,
          "data-label-copied": labels.copied,
          "data-label-failed": labels.failed,
        } satisfies Record<H["state"] | `${H["label"]}${CopyState}`, string>)}
        // Its three labels are not content: kept out of the site search's snippets ("CopyCopied!Copy").
        data-pagefind-ignore=""
        {...props}
      >
        {looks.map(({ state, label, Icon, className: lookClass }) => (
          <span key={state} className={lookClass}>
            <Icon aria-hidden />
            {showLabel ? <span>{labels[label]}</span> : null}
          </span>
        ))}
      </Button>
      <span role="status" aria-live="polite" className="sr-only" {...({ "data-copy-status": "" } satisfies Record<H["status"], string>)} />
    </>
  );
}
