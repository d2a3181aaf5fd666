import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { encodePng } from "./encode-png";
import { FAVICON, SITE_ICON } from "./icons";

/**
 * The tab icon: public/icon.svg rasterised at build time. Chromium renders an SVG icon in a
 * document of its own on the page's main thread (a 36-72 ms task at 4x CPU in a trace of /cli);
 * a PNG is decoded outside the page.
 */
export function renderFavicon(): Uint8Array<ArrayBuffer> {
  const svg = readFileSync(join(process.cwd(), "public", SITE_ICON.src));
  const image = new Resvg(svg, { fitTo: { mode: "width", value: FAVICON.size }, font: { loadSystemFonts: false } }).render();
  return encodePng(image.pixels, image.width, image.height);
}
