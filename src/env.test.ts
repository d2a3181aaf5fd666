import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: undefined,
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: undefined,
      DATA_DIR: "./data",
      RATE_LIMITS: "on",
      RATE_LIMIT_PER_MINUTE: 60,
      WAITLIST_LIMIT_PER_DAY: 100,
      MESSAGE_LIMIT_PER_MINUTE: 5,
      MESSAGE_LIMIT_PER_DAY: 20,
      RETENTION_DAYS: 365,
      TRUST_PROXY: false,
      LOG_LEVEL: "info",
    });
  });

  it("reads every variable and treats blank as unset", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://thearchitech.dev/some/path",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      DATA_DIR: "/var/lib/site",
      RATE_LIMIT_PER_MINUTE: "0",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", SITE_URL: "https://thearchitech.dev", RATE_LIMIT_PER_MINUTE: 0, TRUST_PROXY: true, LOG_LEVEL: "warn" });
    expect(parseEnv({ PORT: "", HOST: " ", DATABASE_URL: " " })).toMatchObject({ PORT: 3000, HOST: undefined, DATABASE_URL: undefined });
    expect(parseEnv({ HOST: "::" }).HOST).toBe("::");
  });

  it("names every bad variable in one clear error and never echoes a value", () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: "70000",
        HOST: "http://example.com/",
        SITE_URL: "thearchitech.dev",
        DATABASE_URL: "mysql://secret-password@db",
        RATE_LIMIT_PER_MINUTE: "-1",
        TRUST_PROXY: "yes",
        LOG_LEVEL: "loud",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ["PORT", "HOST", "SITE_URL", "DATABASE_URL", "RATE_LIMIT_PER_MINUTE", "TRUST_PROXY", "LOG_LEVEL"]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("secret-password");
    expect((error as EnvError).problems).toHaveLength(7);
  });
});

describe("the switch of every rate limit", () => {
  it("reads RATE_LIMITS as on or off, on by default", () => {
    expect(parseEnv({ RATE_LIMITS: "off" }).RATE_LIMITS).toBe("off");
    expect(parseEnv({ RATE_LIMITS: "on" }).RATE_LIMITS).toBe("on");
    expect(parseEnv({ RATE_LIMITS: "" }).RATE_LIMITS).toBe("on");
    for (const value of ["0", "false", "OFF", "no"]) expect(() => parseEnv({ RATE_LIMITS: value }), value).toThrow(/RATE_LIMITS must be "on" or "off"/);
  });
});

describe("the waitlist's daily limit", () => {
  it("reads WAITLIST_LIMIT_PER_DAY, 0 meaning no daily limit", () => {
    expect(parseEnv({ WAITLIST_LIMIT_PER_DAY: "250" }).WAITLIST_LIMIT_PER_DAY).toBe(250);
    expect(parseEnv({ WAITLIST_LIMIT_PER_DAY: "0" }).WAITLIST_LIMIT_PER_DAY).toBe(0);
    expect(() => parseEnv({ WAITLIST_LIMIT_PER_DAY: "1.5" })).toThrow(/WAITLIST_LIMIT_PER_DAY must be a whole number/);
  });
});

describe("retention", () => {
  it("reads RETENTION_DAYS as whole days, at least one", () => {
    expect(parseEnv({ RETENTION_DAYS: "30" }).RETENTION_DAYS).toBe(30);
    expect(parseEnv({ RETENTION_DAYS: " " }).RETENTION_DAYS).toBe(365);
    expect(() => parseEnv({ RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS must be at least 1 day/);
  });
});

describe("message limits", () => {
  it("reads the per-minute and per-day limits of contact messages and demo requests", () => {
    expect(parseEnv({ MESSAGE_LIMIT_PER_MINUTE: "3", MESSAGE_LIMIT_PER_DAY: "0" })).toMatchObject({ MESSAGE_LIMIT_PER_MINUTE: 3, MESSAGE_LIMIT_PER_DAY: 0 });
    expect(() => parseEnv({ MESSAGE_LIMIT_PER_DAY: "-2" })).toThrow(/MESSAGE_LIMIT_PER_DAY must be 0/);
  });
});

describe("integer variables", () => {
  const INTEGERS = ["PORT", "RATE_LIMIT_PER_MINUTE", "WAITLIST_LIMIT_PER_DAY", "MESSAGE_LIMIT_PER_MINUTE", "MESSAGE_LIMIT_PER_DAY", "RETENTION_DAYS"] as const;

  it.each(INTEGERS)("reads %s in decimal digits only: 0x10 is not 16, 1e3 is not 1000", (name) => {
    expect(parseEnv({ [name]: " 16 " })[name]).toBe(16);
    for (const value of ["0x10", "1e3", "0b10000", "0o20"]) {
      expect(() => parseEnv({ [name]: value }), value).toThrow(new RegExp(`${name} must be written in decimal digits`));
    }
    expect(() => parseEnv({ [name]: "16.5" })).toThrow(new RegExp(`${name} must be a whole number`));
    expect(() => parseEnv({ [name]: "sixteen" })).toThrow(new RegExp(`${name} must be a number`));
  });

  it("names each badly written integer once, with the others", () => {
    let error: unknown;
    try {
      parseEnv({ RETENTION_DAYS: "0x10", PORT: "1e3" });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems).toEqual([
      "PORT must be written in decimal digits (such as 42)",
      "RETENTION_DAYS must be written in decimal digits (such as 42)",
    ]);
  });
});
