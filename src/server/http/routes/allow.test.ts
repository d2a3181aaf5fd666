import { describe, expect, it } from "vitest";
import { allowedMethods } from "./allow";

describe("allowedMethods", () => {
  it("gives each route's methods, a parameter matching any one segment", () => {
    expect(allowedMethods("/api/feedback")).toBe("POST");
    expect(allowedMethods("/api/health")).toBe("GET, HEAD");
    expect(allowedMethods("/api/feedback/3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe("PATCH");
    expect(allowedMethods("/api/feedback/anything")).toBe("PATCH");
  });

  it("knows no other path", () => {
    for (const path of ["/api", "/api/admin", "/api/feedback/", "/api/feedback/a/b", "/api/feedbackx", "/api/waitlist/1"]) {
      expect(allowedMethods(path), path).toBeUndefined();
    }
  });
});
