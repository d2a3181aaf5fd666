import { characterCount } from "@/domain/forms/character-count";
import { formatCount, type CountMessage } from "@/i18n/message-template";

/** The counter's words: ICU plurals compiled on the server (islandCount), formatted here. */
export interface CommentCountTexts {
  remaining: CountMessage;
  over: CountMessage;
}

/** Characters left before `max` (negative once over), counted as the server counts them: trimmed, then characterCount. */
export function charactersLeft(comment: string, max: number): number {
  return max - characterCount(comment.trim());
}

/** "1,000 characters left", "1 character too many"; in French, 0 and 1 take the singular. */
export function commentCountText(texts: CommentCountTexts, left: number): string {
  return formatCount(left < 0 ? texts.over : texts.remaining, Math.abs(left));
}
