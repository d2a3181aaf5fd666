/**
 * A text's length as a person counts it: its code points once in NFC, so an accented letter is one
 * character however the keyboard composed it, and an emoji is one rather than the two UTF-16 units
 * `String.length` would count. No zod here: the feedback widget's counter uses it in the browser,
 * and the feedback schema enforces the same count on the server.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text.normalize("NFC")) count += 1;
  return count;
}
