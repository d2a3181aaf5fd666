import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import satori, { type Font } from "satori";
import { Resvg } from "@resvg/resvg-js";
import { encodePng } from "./encode-png";

const fontDir = join(process.cwd(), "node_modules/geist/dist/fonts");

// One array for the whole build: satori caches parsed fonts by the array's identity.
let fonts: Font[] | undefined;

function geistFonts(): Font[] {
  fonts ??= [
    { name: "Geist", data: readFileSync(join(fontDir, "geist-sans/Geist-Regular.ttf")), weight: 400, style: "normal" },
    { name: "Geist", data: readFileSync(join(fontDir, "geist-sans/Geist-SemiBold.ttf")), weight: 600, style: "normal" },
    { name: "Geist Mono", data: readFileSync(join(fontDir, "geist-mono/GeistMono-Regular.ttf")), weight: 400, style: "normal" },
  ];
  return fonts;
}

/**
 * Renders JSX to a PNG at build time: satori lays it out as SVG (text becomes paths, in Geist),
 * resvg rasterises it without loading any system font. `compression: "max"` trades encoding time
 * for size (a third of resvg's own PNG) and suits small images such as icons.
 */
export async function renderPng(
  element: ReactNode,
  size: { width: number; height: number },
  { compression = "fast" }: { compression?: "fast" | "max" } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(element, { ...size, fonts: geistFonts() });
  const image = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
  return compression === "max" ? encodePng(image.pixels, image.width, image.height) : new Uint8Array(image.asPng());
}
