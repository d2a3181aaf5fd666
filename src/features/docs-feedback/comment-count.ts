import { characterCount } from "@/domain/forms/character-count";
import type { Locale } from "@/i18n/routing";
import { formatTemplate } from "@/i18n/message-template";

/** The counter's words as the message files write them: ICU plurals, formatted here. */
export interface CommentCountTexts {
  locale: Locale;
  remaining: string;
  over: string;
}

/** Characters left before `max` (negative once over), counted as the server counts them: trimmed, then characterCount. */
export function charactersLeft(comment: string, max: number): number {
  return max - characterCount(comment.trim());
}

/** "1,000 characters left", "1 character too many"; in French, 0 and 1 take the singular. */
export function commentCountText(texts: CommentCountTexts, left: number): string {
  return formatTemplate(texts.locale, left < 0 ? texts.over : texts.remaining, { count: Math.abs(left) });
}
