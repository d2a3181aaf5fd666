import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { modules, moduleIds } from "./catalog";
import { moduleIconKeys } from "./module-icons";
import { brandSlugs, distinctMarks, markKey, moduleMark } from "./module-logos";

const simpleIconSlugs = new Set(Object.values(simpleIcons).map((icon) => icon.slug));

/** The adapters drawn by a glyph on purpose (module-logos.ts says why for each). */
const drawnByGlyph = ["content/next-intl", "state/zustand", "ui/forms", "tooling/dev-tools"];

describe("module logos", () => {
  it("names only marks that simple-icons has", () => {
    for (const slug of brandSlugs) expect(simpleIconSlugs.has(slug), slug).toBe(true);
  });

  it("gives every adapter its brand, except those drawn by a glyph on purpose", () => {
    for (const module of modules.filter((entry) => entry.category === "adapter")) {
      const mark = moduleMark(module.id);
      if (drawnByGlyph.includes(module.id)) expect(mark.brand, module.id).toBeNull();
      else expect(brandSlugs, module.id).toContain(mark.brand);
      expect(moduleIconKeys, module.id).toContain(mark.glyph);
    }
  });

  it("draws an integrator by the first technology it joins", () => {
    for (const module of modules) {
      if (module.category === "integrator") expect(moduleMark(module.id), module.id).toEqual(moduleMark(module.group[0]!));
    }
    expect(moduleMark("stripe-drizzle-integration").brand).toBe("stripe");
    expect(moduleMark("zustand-nextjs-integration")).toEqual({ brand: null, glyph: "state" });
  });

  it("picks recognisable marks", () => {
    expect(moduleMark("framework/nextjs")).toEqual({ brand: "nextdotjs", glyph: "framework" });
    expect(moduleMark("database/drizzle").brand).toBe("drizzle");
    expect(moduleMark("payment/stripe")).toEqual({ brand: "stripe", glyph: "payments" });
    // A glyph is the group's icon unless a closer one exists.
    expect(moduleMark("ui/forms").glyph).toBe("forms");
    expect(moduleMark("content/next-intl").glyph).toBe("i18n");
  });

  it("uses every mark it names", () => {
    const used = new Set(moduleIds.map((id) => moduleMark(id).brand));
    for (const slug of brandSlugs) expect(used.has(slug), slug).toBe(true);
  });

  it("lists each mark of some modules once, in order", () => {
    const marks = distinctMarks(["payment/stripe", "stripe-nextjs-integration", "state/zustand", "framework/nextjs", "zustand-nextjs-integration"]);
    expect(marks.map(markKey)).toEqual(["stripe", "glyph-state", "nextdotjs"]);
  });
});
