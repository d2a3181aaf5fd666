import { describe, expect, it } from "vitest";
import { modules } from "@/domain/catalog/catalog";
import { moduleIconKey, moduleIconKeys } from "./module-icon";

const adapter = (id: string) => ({ id, category: "adapter" as const, group: id.slice(0, id.indexOf("/")) });

describe("module icon", () => {
  it("picks icons by keyword", () => {
    expect(moduleIconKey(adapter("auth/clerk"))).toBe("auth");
    expect(moduleIconKey(adapter("auth/better-auth"))).toBe("auth");
    expect(moduleIconKey(adapter("payment/stripe"))).toBe("payments");
    expect(moduleIconKey(adapter("database/drizzle"))).toBe("database");
    expect(moduleIconKey(adapter("email/resend"))).toBe("email");
    expect(moduleIconKey(adapter("framework/nextjs"))).toBe("framework");
    expect(moduleIconKey(adapter("features/dashboard"))).toBe("dashboard");
    expect(moduleIconKey(adapter("features/settings"))).toBe("settings");
    expect(moduleIconKey(adapter("analytics/posthog"))).toBe("analytics");
  });

  it("draws an integrator by the first technology it joins", () => {
    expect(moduleIconKey({ id: "stripe-drizzle-integration", category: "integrator", group: ["payment/stripe", "database/drizzle"] })).toBe("payments");
    expect(moduleIconKey({ id: "docker-nextjs-integration", category: "integrator", group: ["deployment/docker", "framework/nextjs"] })).toBe("container");
  });

  it("falls back to a neutral icon", () => {
    expect(moduleIconKey(adapter("cms/sanity"))).toBe("module");
  });

  it("gives every catalogue module a specific icon", () => {
    for (const entry of modules) {
      const key = moduleIconKey(entry);
      expect(moduleIconKeys).toContain(key);
      expect(key, entry.id).not.toBe("module");
    }
  });
});
