import { describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { createLogger } from "../log";
import { warnWhenLimitsOff } from "./rate-limits";

function warnings(source: Record<string, string>): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  warnWhenLimitsOff(parseEnv(source), createLogger("debug", (line) => lines.push(JSON.parse(line) as Record<string, unknown>)));
  return lines;
}

describe("the warning at start when a rate limit is off", () => {
  it("says nothing when every limit is on", () => {
    expect(warnings({})).toEqual([]);
  });

  it("names every limit RATE_LIMITS=off turns off", () => {
    expect(warnings({ RATE_LIMITS: "off" })).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "rate limits off",
        switch: "RATE_LIMITS=off",
        off: [
          "waitlist per minute", "waitlist per day", "contact per minute", "contact per day",
          "demo-requests per minute", "demo-requests per day", "feedback per minute", "feedback per day",
          "feedback-update per minute", "feedback-update per day",
        ].join(", "),
      }),
    ]);
  });

  it("names the one limit a variable of 0 turns off, and only that one", () => {
    expect(warnings({ RATE_LIMIT_PER_MINUTE: "0" })).toEqual([expect.objectContaining({ level: "warn", off: "waitlist per minute" })]);
    expect(warnings({ WAITLIST_LIMIT_PER_DAY: "0" })[0]).toMatchObject({ off: "waitlist per day" });
    expect(warnings({ MESSAGE_LIMIT_PER_DAY: "0" })[0]).toMatchObject({ off: "contact per day, demo-requests per day, feedback per day, feedback-update per day" });
    expect(warnings({ MESSAGE_LIMIT_PER_DAY: "0" })[0]).not.toHaveProperty("switch");
  });
});
