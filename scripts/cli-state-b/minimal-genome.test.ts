import { describe, expect, it } from "vitest";
import { frameworkIntegrators, minimalGenomeModules, withDependents } from "./minimal-genome";

describe("the smallest genome that runs a module", () => {
  it("is the framework alone for the framework", () => {
    expect(minimalGenomeModules("framework/nextjs")).toEqual(["framework/nextjs"]);
  });

  it("puts the framework first, then the module", () => {
    expect(minimalGenomeModules("auth/better-auth")).toEqual(["framework/nextjs", "auth/better-auth"]);
  });

  it("brings the modules an integrator wires", () => {
    expect(minimalGenomeModules("sentry-drizzle-nextjs-integration")).toEqual([
      "framework/nextjs",
      "database/drizzle",
      "observability/sentry",
      "sentry-drizzle-nextjs-integration",
    ]);
  });
});

describe("what a failing module takes down", () => {
  it("includes the integrators that wire it", () => {
    const out = withDependents(["ui/shadcn-ui"]);
    expect(out).toContain("shadcn-zustand-integration");
    expect(out).toContain("stripe-shadcn-integration");
    expect(out).not.toContain("payment/stripe");
  });
});

describe("the integrators that wire a module to the framework", () => {
  it("are the module's <name>-nextjs integrators", () => {
    expect(frameworkIntegrators("auth/better-auth")).toEqual(["better-auth-nextjs-integration"]);
  });

  it("are none for a module no integrator wires to the framework alone", () => {
    expect(frameworkIntegrators("ui/forms")).toEqual([]);
  });
});
