import { describe, expect, it } from "vitest";
import { ogImagePath, pathFromOgSlug } from "./og-path";

describe("social preview image paths", () => {
  it("maps pages to image URLs and back", () => {
    for (const path of ["/", "/cli", "/solutions/saas-starter"]) {
      const url = ogImagePath("fr", path);
      expect(url.startsWith("/og/fr/")).toBe(true);
      expect(url.endsWith(".png")).toBe(true);
      expect(pathFromOgSlug(url.replace("/og/fr/", "").split("/"))).toBe(path);
    }
    expect(ogImagePath("en", "/")).toBe("/og/en/home.png");
  });
});
