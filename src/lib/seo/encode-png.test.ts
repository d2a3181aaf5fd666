import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { encodePng } from "./encode-png";

/** Decodes a PNG by letting resvg paint it into an SVG of the same size. */
function decode(png: Uint8Array, width: number, height: number): Uint8Array {
  const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

function gradient(width: number, height: number, alpha: (x: number) => number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([x * 40, y * 30, (x * y) % 256, alpha(x)], (y * width + x) * 4);
  }
  return pixels;
}

describe("PNG encoding", () => {
  it("keeps every pixel of an opaque image and drops its alpha channel", () => {
    const pixels = gradient(6, 5, () => 255);
    const png = encodePng(pixels, 6, 5);
    expect(png[25]).toBe(2);
    expect([...decode(png, 6, 5)]).toEqual([...pixels]);
  });

  it("keeps the alpha channel when a pixel is transparent", () => {
    const pixels = gradient(6, 5, (x) => (x === 0 ? 0 : 255));
    const png = encodePng(pixels, 6, 5);
    expect(png[25]).toBe(6);
    expect([...decode(png, 6, 5)]).toEqual([...pixels].map((value, i) => (pixels[i - (i % 4) + 3] === 0 ? 0 : value)));
  });
});
