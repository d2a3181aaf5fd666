import { describe, expect, it } from "vitest";
import { composerProps } from "../compose-props";
import { composerText } from "./composer-text";

const en = composerText("en", composerProps("en").labels);
const fr = composerText("fr", composerProps("fr").labels);

describe("composerText", () => {
  it("says why a dependency was added", () => {
    expect(en.reason("framework/nextjs", { kind: "required", by: ["testing/vitest"] })).toBe("Added because Vitest requires Next.js");
    expect(en.reason("framework/nextjs", { kind: "required", by: ["testing/vitest", "content/next-intl"] })).toBe(
      "Added because Vitest and Next.js Internationalization require Next.js",
    );
    expect(fr.reason("framework/nextjs", { kind: "required", by: ["testing/vitest", "content/next-intl"] })).toBe(
      "Ajouté car Vitest et Next.js Internationalization nécessitent Next.js",
    );
  });

  it("says what an integrator wires", () => {
    expect(en.reason("drizzle-nextjs-integration", { kind: "wires", modules: ["database/drizzle", "framework/nextjs"] })).toBe(
      "Wires Drizzle ORM with Next.js",
    );
    expect(
      en.reason("sentry-drizzle-nextjs-integration", { kind: "wires", modules: ["observability/sentry", "database/drizzle", "framework/nextjs"] }),
    ).toBe("Wires Sentry Error Monitoring with Drizzle ORM and Next.js");
  });

  it("announces automatic changes, with the single-choice reason for a replacement", () => {
    expect(en.change({ kind: "removed", id: "testing/vitest" })).toBe("Vitest removed.");
    expect(en.change({ kind: "added", id: "framework/nextjs", reason: { kind: "required", by: ["testing/vitest"] } })).toBe(
      "Next.js added, needed by Vitest.",
    );
    expect(
      fr.change({ kind: "added", id: "drizzle-nextjs-integration", reason: { kind: "wires", modules: ["database/drizzle", "framework/nextjs"] } }),
    ).toBe("Drizzle Next.js Integration ajouté\u00a0: il relie Drizzle ORM à Next.js.");
    expect(en.change({ kind: "replaced", id: "database/drizzle", by: "database/prisma" })).toMatch(/^Prisma ORM replaces Drizzle ORM\. One ORM per project/);
  });

  it("lists what a link named that the catalogue lacks", () => {
    expect(en.dropped({ kind: "module", value: "nope" })).toBe("Module “nope”");
    expect(fr.dropped({ kind: "parameter", module: "database/drizzle", name: "colour" })).toBe("Paramètre «\u00a0colour\u00a0» de Drizzle ORM");
  });

  it("makes its list format only for a list of two or more (the first one of a page costs 50-70 ms at 4x CPU)", () => {
    const intl = Intl as { ListFormat: typeof Intl.ListFormat };
    const Real = intl.ListFormat;
    let made = 0;
    intl.ListFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    try {
      const text = composerText("en", composerProps("en").labels);
      expect(text.reason("framework/nextjs", { kind: "required", by: ["testing/vitest"] })).toBe("Added because Vitest requires Next.js");
      expect(text.list([])).toBe("");
      expect(made).toBe(0);
      expect(text.list(["Vitest", "Drizzle ORM", "Next.js"])).toBe("Vitest, Drizzle ORM, and Next.js");
      expect(text.list(["Vitest", "Next.js"])).toBe("Vitest and Next.js");
      expect(made).toBe(1);
    } finally {
      intl.ListFormat = Real;
    }
  });
});
