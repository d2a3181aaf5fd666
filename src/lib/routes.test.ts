import { describe, expect, it } from "vitest";
import { allPagePaths } from "./routes";

describe("known pages", () => {
  it("knows every page and nothing else", () => {
    expect(allPagePaths).toContain("/philosophy");
    expect(allPagePaths).toContain("/solutions/saas-starter");
    expect(allPagePaths).not.toContain("/solutions/unknown-genome");
    expect(allPagePaths).not.toContain("/nope");
    expect(allPagePaths).not.toContain("/not-found");
  });
});
