import { Fragment, type ReactNode } from "react";
import { highlight } from "sugar-high";
import { CODE_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";
import { CopyButton, type CopyButtonLabels } from "./copy-button";

/**
 * sugar-high wraps each line in a span and keeps the newline between them: the spans stay inline
 * (globals.css, `.code-block .sh__line`), so the <pre> breaks lines on those newlines.
 */
function highlightedLines(code: string): string {
  return highlight(code);
}

export type CodeLanguage = "ts" | "shell" | "plain";

/** The frame around code: a bordered terminal-coloured box, its bar on top when it has one. */
export function CodeFrame({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("overflow-hidden rounded-xl border border-border bg-terminal", className)}>{children}</div>;
}

/** The bar over the code: what it is on the left (a file name, tabs), actions on the right. */
export function CodeBar({ children }: { children: ReactNode }) {
  return <div className="flex min-h-11 items-center justify-between gap-3 border-b border-border bg-surface/60 pr-1.5 pl-4">{children}</div>;
}

/**
 * The code itself, highlighted on the server at build time: the browser receives coloured HTML
 * and no highlighter. `shell` code is shown as typed commands with a prompt and is not tokenised;
 * `plain` code is shown as it is.
 */
export function CodePre({ code, language = "ts", label }: { code: string; language?: CodeLanguage; label?: string }) {
  return (
    /* Focusable so keyboard users can scroll it; a named group so screen readers announce what it holds.
       Code weighs less in the site search than prose, which its snippets quote first (src/features/search/search-snippet.ts). */
    <pre
      data-pagefind-weight={CODE_SEARCH_WEIGHT}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      role="group"
      aria-label={label}
      className="code-block scroll-fade-x overflow-x-auto p-4 font-mono text-[13px] leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      {language === "ts" ? (
        <code dangerouslySetInnerHTML={{ __html: highlightedLines(code) }} />
      ) : language === "plain" ? (
        <code className="text-foreground">{code}</code>
      ) : (
        <code>
          {/* As with highlighted code, a newline between the lines breaks them: the text holds them apart, for the search index too. */}
          {code.split("\n").map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? "\n" : null}
              <span>
                <span aria-hidden data-pagefind-ignore="" className="mr-3 text-subtle select-none">
                  $
                </span>
                <span className="text-foreground">{line}</span>
              </span>
            </Fragment>
          ))}
        </code>
      )}
    </pre>
  );
}

/** Code in its frame, with a bar holding its file name and a copy button when given either. */
export function CodeBlock({
  code,
  language = "ts",
  filename,
  copyLabels,
  className,
  label,
}: {
  code: string;
  language?: CodeLanguage;
  filename?: string;
  /** When given, a copy button copies the whole code. */
  copyLabels?: CopyButtonLabels;
  className?: string;
  /** Accessible name of the scrollable region, e.g. the file name. */
  label?: string;
}) {
  const trimmed = code.replace(/\n+$/, "");
  return (
    <CodeFrame className={className}>
      {filename || copyLabels ? (
        <CodeBar>
          <span className="truncate font-mono text-xs text-muted">{filename}</span>
          {copyLabels ? <CopyButton value={trimmed} labels={copyLabels} showLabel /> : null}
        </CodeBar>
      ) : null}
      <CodePre code={trimmed} language={language} label={label ?? filename} />
    </CodeFrame>
  );
}
