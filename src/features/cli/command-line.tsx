import { CopyButton, type CopyButtonLabels } from "@/components/ui/copy-button";
import { CODE_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";

/** One shell command on a single row with its copy button: lighter than a full code block. */
export function CommandLine({
  command,
  copyLabels,
  label,
  className,
}: {
  command: string;
  copyLabels: CopyButtonLabels;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-2 rounded-xl border border-border bg-terminal py-1.5 pr-1.5 pl-4", className)}>
      <code
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long command scrolls sideways: keyboard users must reach it to scroll it
        tabIndex={0}
        aria-label={label}
        data-pagefind-weight={CODE_SEARCH_WEIGHT}
        className="min-w-0 flex-1 scroll-fade-x overflow-x-auto py-1.5 font-mono text-[13px] whitespace-nowrap text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-hidden data-pagefind-ignore="" className="mr-3 text-subtle select-none">
          $
        </span>
        {command}
      </code>
      <CopyButton value={command} labels={copyLabels} showLabel />
    </div>
  );
}
