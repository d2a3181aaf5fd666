import localFont from "next/font/local";

/*
 * Geist, cut down to the site's characters and weights by scripts/subset-fonts.ts (next/font/google
 * would download at build time). Both faces are preloaded and use font-display: optional: a font that
 * is not there within the first ~100 ms is skipped for that page view instead of swapped in later,
 * because a late swap re-flows text and was the site's only source of layout shift. At about 23 KB a
 * face it is there in time on most connections, and cached for the next page.
 */
export const geistSans = localFont({
  src: "./geist-sans-subset.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "optional",
});

export const geistMono = localFont({
  src: "./geist-mono-subset.woff2",
  variable: "--font-geist-mono",
  weight: "400 700",
  display: "optional",
});
