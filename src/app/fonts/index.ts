import localFont from "next/font/local";

// Geist, cut down to the site's characters and weights by scripts/subset-fonts.ts (next/font/google
// would download at build time). The sans face is preloaded: it sets the hero's headline.
export const geistSans = localFont({
  src: "./geist-sans-subset.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
});

export const geistMono = localFont({
  src: "./geist-mono-subset.woff2",
  variable: "--font-geist-mono",
  weight: "400 700",
  display: "swap",
  preload: false,
});
