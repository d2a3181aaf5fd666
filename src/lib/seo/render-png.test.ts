import { describe, expect, it } from "vitest";
import { renderAppleIcon } from "./apple-icon";
import { renderFavicon } from "./favicon";
import { renderOgImage } from "./og-image";

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("build-time images", () => {
  it("renders a 1200x630 preview with accented text", async () => {
    const png = await renderOgImage({ title: "Présentation du produit", description: "Génomes, modules et éléments déjà câblés : à vous de créer." });
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(5_000);
  });

  it("renders the tab icon from the SVG icon at 32x32", () => {
    const png = renderFavicon();
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    expect(pngSize(png)).toEqual({ width: 32, height: 32 });
    expect(png.length).toBeLessThan(4_000);
  });

  it("renders a small 180x180 home-screen icon", async () => {
    const png = await renderAppleIcon();
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
    expect(png.length).toBeLessThan(20_000);
  });
});
