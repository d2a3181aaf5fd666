import { cn } from "@/lib/utils";

/**
 * A result's excerpt with the matched words in `<mark>`. Pagefind escapes the page text before it
 * adds the marks, and a description is escaped before its words are marked (./search-snippet.ts),
 * so the excerpt is safe as HTML (https://pagefind.app/docs/api/#loading-a-result). A space comes
 * first, so that the result's text reads "Title excerpt" rather than running the two together.
 */
export function SearchExcerpt({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <>
      {" "}
      <span
        className={cn("line-clamp-2 text-[13px] leading-relaxed text-muted [&_mark]:bg-transparent [&_mark]:font-semibold [&_mark]:text-primary-text", className)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
