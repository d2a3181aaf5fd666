/** WCAG 2.2 (1.4.11): a graphic that identifies something needs 3:1 against what it sits on. */
export const NON_TEXT_CONTRAST = 3;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.replace(/^#/, "");
  if (!/^[\da-f]{6}$/i.test(digits)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG's relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === red ? ((green - blue) / chroma + 6) % 6 : max === green ? (blue - red) / chroma + 2 : (red - green) / chroma + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: readonly [number, number, number]): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** Below this HSL saturation a colour reads as a grey: its hue is not worth keeping. */
const GREY_SATURATION = 0.25;

/**
 * A brand colour a mark can be drawn in on a dark `surface`, at `minRatio` at least: the colour
 * itself when it already contrasts enough; `foreground` when it is a black or a grey (Next.js,
 * Prisma), as brands draw their own marks on dark backgrounds; otherwise the same hue and
 * saturation, lightened just enough (Sentry's dark purple becomes a lighter purple).
 */
export function markColourOn(hex: string, surface: string, foreground: string, minRatio = NON_TEXT_CONTRAST): string {
  const colour = toHex(parseHex(hex));
  if (contrastRatio(colour, surface) >= minRatio) return colour;
  const [hue, saturation, lightness] = toHsl(parseHex(colour));
  if (saturation < GREY_SATURATION) return foreground;
  for (let lighter = lightness; lighter <= 1; lighter += 0.01) {
    const candidate = toHex(fromHsl([hue, saturation, Math.min(lighter, 1)]));
    if (contrastRatio(candidate, surface) >= minRatio) return candidate;
  }
  return foreground;
}
