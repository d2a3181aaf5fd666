/**
 * The characters the site's own copy can use, as code point ranges: Latin with French accents and
 * ligatures, typographic punctuation, arrows and a few symbols. The Geist files are cut down to
 * these (scripts/subset-fonts.ts), which takes each font from about 70 KB to under 30 KB on the
 * landing page's critical path. A character outside them still shows, in a fallback font.
 */
const FONT_SUBSET_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1: French accents, « », ©, ·
  [0x0131, 0x0131], // dotless i
  [0x0152, 0x0153], // Œ œ
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f], // General Punctuation: dashes, curly quotes, ellipsis, narrow no-break space
  [0x2074, 0x2074],
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2199], // arrows
  [0x2212, 0x2212], // minus
  [0x2215, 0x2215],
  [0x2713, 0x2713], // ✓
];

/** Every code point of the subset, for the subsetter. */
export function fontSubsetText(): string {
  let text = "";
  for (const [first, last] of FONT_SUBSET_RANGES) {
    for (let codePoint = first; codePoint <= last; codePoint++) text += String.fromCodePoint(codePoint);
  }
  return text;
}
