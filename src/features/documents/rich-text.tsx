import { Fragment } from "react";

/** Running text where words between backticks are identifiers, set as inline code. */
export function RichText({ text }: { text: string }) {
  const parts = text.split("`");
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-surface-raised px-1.5 py-0.5 font-mono text-[0.85em] text-foreground">
            {part}
          </code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
