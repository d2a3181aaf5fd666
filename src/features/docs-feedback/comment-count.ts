import { characterCount } from "@/domain/forms/character-count";
import type { Locale } from "@/i18n/routing";
import { fillTemplate } from "@/i18n/message-template";

/** The counter's words as the message files write them: `{count}` filled here, the form chosen by the locale's plural rules. */
export interface CommentCountTexts {
  locale: Locale;
  remaining: { one: string; other: string };
  over: { one: string; other: string };
}

/** Characters left before `max` (negative once over), counted as the server counts them: trimmed, then characterCount. */
export function charactersLeft(comment: string, max: number): number {
  return max - characterCount(comment.trim());
}

/** "1,000 characters left", "1 character too many"; in French, 0 and 1 take the singular. */
export function commentCountText(texts: CommentCountTexts, left: number): string {
  const count = Math.abs(left);
  const forms = left < 0 ? texts.over : texts.remaining;
  const form = new Intl.PluralRules(texts.locale).select(count) === "one" ? forms.one : forms.other;
  return fillTemplate(form, { count: count.toLocaleString(texts.locale) });
}
