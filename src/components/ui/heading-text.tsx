import { Fragment } from "react";

/** Where one sentence of a heading ends and the next begins: ". " then a capital, in any language. */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=\p{Lu})/u;

/**
 * A heading's text with each sentence kept whole: "Describe an app. Watch the genome appear."
 * wraps between its sentences, never after "Watch". Each sentence is an inline block, so it still
 * wraps inside itself when it is wider than the screen. A one-sentence heading is left as it is.
 */
export function HeadingText({ text }: { text: string }) {
  const sentences = text.split(SENTENCE_BREAK);
  if (sentences.length < 2) return text;
  return sentences.map((sentence, index) => (
    <Fragment key={index}>
      {index > 0 ? " " : null}
      <span className="inline-block">{sentence}</span>
    </Fragment>
  ));
}
