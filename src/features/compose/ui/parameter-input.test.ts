import { describe, expect, it } from "vitest";
import { parameterControl, parameterText, parseParameterText } from "./parameter-input";

describe("parameter fields", () => {
  it("picks the control from the parameter's type", () => {
    expect(parameterControl({ type: "boolean" })).toBe("switch");
    expect(parameterControl({ type: "select", choices: ["jwt"] })).toBe("select");
    expect(parameterControl({ type: "string", choices: ["neon"] })).toBe("select");
    expect(parameterControl({ type: "array", choices: ["persist"] })).toBe("choices");
    expect(parameterControl({ type: "array" })).toBe("list");
    expect(parameterControl({ type: "number" })).toBe("number");
    expect(parameterControl({ type: "string" })).toBe("text");
  });

  it("reads numbers, lists and text, and refuses what does not fit", () => {
    expect(parseParameterText({ type: "number", required: false }, "5433")).toEqual({ ok: true, value: 5433 });
    expect(parseParameterText({ type: "number", required: false }, "54x")).toEqual({ ok: false, error: "number" });
    expect(parseParameterText({ type: "number", required: false }, " ")).toEqual({ ok: false, error: "number" });
    expect(parseParameterText({ type: "array", required: true }, "en, fr,,de ")).toEqual({ ok: true, value: ["en", "fr", "de"] });
    expect(parseParameterText({ type: "array", required: true }, " , ")).toEqual({ ok: false, error: "required" });
    expect(parseParameterText({ type: "string", required: true }, "")).toEqual({ ok: false, error: "required" });
    expect(parseParameterText({ type: "string", required: false }, "")).toEqual({ ok: true, value: "" });
  });

  it("refuses text a genome file cannot hold, since the CLI runs the file inside double quotes", () => {
    for (const text of ['say "hi"', "$HOME", "`id`", "C:\\app"]) {
      expect(parseParameterText({ type: "string", required: false }, text)).toEqual({ ok: false, error: "characters" });
      expect(parseParameterText({ type: "array", required: false }, text)).toEqual({ ok: false, error: "characters" });
    }
    expect(parseParameterText({ type: "string", required: false }, "it's fine")).toEqual({ ok: true, value: "it's fine" });
  });

  it("shows a list as comma-separated text", () => {
    expect(parameterText(["en", "fr"])).toBe("en, fr");
    expect(parameterText(5432)).toBe("5432");
  });
});
