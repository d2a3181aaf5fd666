import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./memory-rate-limiter";

describe("memory rate limiter", () => {
  it("keeps at most maxKeys clients, forgetting the oldest", () => {
    const hit = createMemoryRateLimiter(2);
    const now = 1_700_000_000_000;
    expect(hit("a", 1, now).allowed).toBe(true);
    expect(hit("b", 1, now).allowed).toBe(true);
    expect(hit("c", 1, now).allowed).toBe(true);
    // "a" was forgotten to make room, "c" is still counted.
    expect(hit("a", 1, now).allowed).toBe(true);
    expect(hit("a", 1, now).allowed).toBe(false);
  });
});
