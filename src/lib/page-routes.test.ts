import { describe, expect, it } from "vitest";
import { pageNames, route } from "@/domain/site/page-paths";
import { CTA_HREF } from "./site-nav";
import { findPage } from "./pages";

describe("route", () => {
  it("leads every fixed page's name to a page of the registry", () => {
    for (const name of pageNames) expect(findPage(route(name)), name).toBeDefined();
  });

  it("writes the waitlist's link from the landing page's section list", () => {
    expect(CTA_HREF).toBe("/#cta");
  });
});
