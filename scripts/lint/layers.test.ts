import { describe, expect, it } from "vitest";
import { resolveSpecifier, violation } from "./layers.mjs";

const ROOT = "/repo";
const resolve = (specifier: string, file: string) => resolveSpecifier(specifier, `${ROOT}/${file}`, ROOT);

describe("structure/layers", () => {
  it("resolves the alias and relative paths to the same file", () => {
    expect(resolve("@/lib/routes", "src/i18n/a.ts")).toBe("src/lib/routes");
    expect(resolve("../lib/routes", "src/i18n/a.ts")).toBe("src/lib/routes");
    expect(resolve("react", "src/i18n/a.ts")).toBeNull();
  });

  it("refuses an upward import however it is written", () => {
    expect(violation("src/i18n/a.test.ts", "src/lib/routes")).toMatch(/above/);
    expect(violation("src/domain/x.ts", "src/components/ui/button")).toMatch(/above/);
    expect(violation("src/lib/x.ts", "src/features/docs/docs-html")).toMatch(/above/);
    expect(violation("src/features/x.tsx", "src/lib/routes")).toBeNull();
  });

  it("keeps src/server out of browser code, not out of the API endpoints", () => {
    expect(violation("src/components/ui/button.tsx", "src/server/log")).toMatch(/Node code/);
    expect(violation("src/lib/x.ts", "src/server/log")).toMatch(/Node code/);
    expect(violation("src/pages/[...locale]/index.astro", "src/server/log")).toMatch(/Node code/);
    expect(violation("src/pages/api/health.ts", "src/server/log")).toBeNull();
  });

  it("keeps test scaffolding out of source", () => {
    expect(violation("src/server/http/routes/waitlist.ts", "src/test/requests")).toMatch(/test scaffolding/);
    expect(violation("src/lib/x.ts", "src/lib/site.fixture")).toMatch(/test scaffolding/);
    expect(violation("src/lib/x.test.ts", "src/test/requests")).toBeNull();
  });
});
