import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { limitsFromEnv } from "./context";

describe("limitsFromEnv", () => {
  it("caps sign-ups per day as well as per minute by default", () => {
    expect(limitsFromEnv(parseEnv({}))).toEqual({
      waitlist: { perMinute: 60, perDay: 100 },
      contact: { perMinute: 5, perDay: 20 },
      "demo-requests": { perMinute: 5, perDay: 20 },
      feedback: { perMinute: 5, perDay: 20 },
      "feedback-update": { perMinute: 5, perDay: 20 },
    });
  });

  it("takes WAITLIST_LIMIT_PER_DAY, and RATE_LIMIT_PER_MINUTE=0 still turns every limit off", () => {
    expect(limitsFromEnv(parseEnv({ WAITLIST_LIMIT_PER_DAY: "500" })).waitlist).toEqual({ perMinute: 60, perDay: 500 });
    expect(limitsFromEnv(parseEnv({ WAITLIST_LIMIT_PER_DAY: "0" })).waitlist).toEqual({ perMinute: 60, perDay: 0 });
    const off = limitsFromEnv(parseEnv({ RATE_LIMIT_PER_MINUTE: "0", WAITLIST_LIMIT_PER_DAY: "500" }));
    expect(Object.values(off).every((limit) => limit.perMinute === 0 && limit.perDay === 0)).toBe(true);
  });
});
