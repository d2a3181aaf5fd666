/**
 * npm run fonts:subset: cuts the Geist variable fonts from the geist package down to the site's
 * character ranges (src/styles/fonts/subset.ts), keeping the weight axis from 400 to 700, and writes them to
 * src/styles/fonts/ (declared in src/styles/globals.css). Run it after upgrading geist or widening the ranges; commit the output.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { fontSubsetText } from "../src/styles/fonts/subset";

const fonts = [
  { from: "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2", to: "src/styles/fonts/geist-sans-subset.woff2" },
  { from: "node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2", to: "src/styles/fonts/geist-mono-subset.woff2" },
];

const text = fontSubsetText();
for (const font of fonts) {
  const original = readFileSync(font.from);
  // The site uses weights 400 to 700 only (font-normal to font-bold).
  const subset = await subsetFont(original, text, { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 700 } } });
  writeFileSync(font.to, subset);
  console.log(`${font.to}: ${(original.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
}
