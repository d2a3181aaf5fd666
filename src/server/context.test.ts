import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { limitsFromEnv, limitsOff } from "./context";

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

  it("takes WAITLIST_LIMIT_PER_DAY, 0 turning off that limit alone", () => {
    expect(limitsFromEnv(parseEnv({ WAITLIST_LIMIT_PER_DAY: "500" })).waitlist).toEqual({ perMinute: 60, perDay: 500 });
    expect(limitsFromEnv(parseEnv({ WAITLIST_LIMIT_PER_DAY: "0" })).waitlist).toEqual({ perMinute: 60, perDay: 0 });
  });

  it("turns off only the waitlist's per-minute limit with RATE_LIMIT_PER_MINUTE=0", () => {
    expect(limitsFromEnv(parseEnv({ RATE_LIMIT_PER_MINUTE: "0" }))).toEqual({
      waitlist: { perMinute: 0, perDay: 100 },
      contact: { perMinute: 5, perDay: 20 },
      "demo-requests": { perMinute: 5, perDay: 20 },
      feedback: { perMinute: 5, perDay: 20 },
      "feedback-update": { perMinute: 5, perDay: 20 },
    });
  });

  it("turns off only the message limit set to 0", () => {
    const limits = limitsFromEnv(parseEnv({ MESSAGE_LIMIT_PER_MINUTE: "0" }));
    expect(limits.waitlist).toEqual({ perMinute: 60, perDay: 100 });
    for (const route of ["contact", "demo-requests", "feedback", "feedback-update"] as const) expect(limits[route]).toEqual({ perMinute: 0, perDay: 20 });
  });

  it("turns every limit off with RATE_LIMITS=off, whatever the others say", () => {
    const off = limitsFromEnv(parseEnv({ RATE_LIMITS: "off", RATE_LIMIT_PER_MINUTE: "10", WAITLIST_LIMIT_PER_DAY: "500" }));
    expect(Object.values(off)).toEqual(Array.from({ length: 5 }, () => ({ perMinute: 0, perDay: 0 })));
    expect(limitsFromEnv(parseEnv({ RATE_LIMITS: "on" }))).toEqual(limitsFromEnv(parseEnv({})));
  });
});

describe("limitsOff", () => {
  it("lists the limits that are off, route by route", () => {
    expect(limitsOff(limitsFromEnv(parseEnv({})))).toEqual([]);
    expect(limitsOff(limitsFromEnv(parseEnv({ WAITLIST_LIMIT_PER_DAY: "0", MESSAGE_LIMIT_PER_MINUTE: "0" })))).toEqual([
      "waitlist per day",
      "contact per minute",
      "demo-requests per minute",
      "feedback per minute",
      "feedback-update per minute",
    ]);
  });
});
