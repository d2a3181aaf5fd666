import { readFileSync } from "node:fs";
import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { brandSlugs } from "@/domain/catalog/module-logos";
import { contrastRatio, NON_TEXT_CONTRAST } from "@/lib/mark-colour";
import { brandMark, LOGO_FOREGROUND, LOGO_SURFACE } from "./brand-marks";

const css = readFileSync(new URL("../../styles/globals.css", import.meta.url), "utf8");
const token = (name: string) => css.match(new RegExp(`--${name}:\\s*(#[\\da-f]{6});`, "i"))?.[1];
const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));

describe("brand marks", () => {
  it("reads the theme's colours", () => {
    expect(LOGO_SURFACE).toBe(token("surface-hover"));
    expect(LOGO_FOREGROUND).toBe(token("foreground"));
  });

  it("draws each slug with its own simple-icons mark", () => {
    for (const slug of brandSlugs) {
      const icon = bySlug.get(slug)!;
      expect(brandMark(slug), slug).toMatchObject({ title: icon.title, path: icon.path });
    }
  });

  it("shows every mark at 3:1 at least on every surface of the theme", () => {
    const surfaces = ["background", "surface", "surface-raised", "surface-hover"].map((name) => token(name)!);
    for (const slug of brandSlugs) {
      for (const surface of surfaces) {
        expect(contrastRatio(brandMark(slug).colour, surface), `${slug} on ${surface}`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
    }
  });

  it("keeps a brand's own colour where it shows", () => {
    expect(brandMark("stripe").colour).toBe("#635bff");
    expect(brandMark("nextdotjs").colour).toBe(LOGO_FOREGROUND);
  });
});
