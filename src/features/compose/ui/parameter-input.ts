import type { ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { isGenomeSafeText } from "@/domain/genome/genome-text";
import { isValidParameterValue } from "@/domain/genome/parameter-values";

/** How a parameter is edited: a switch, a list of choices, a select, or typed text. */
export type ParameterControl = "switch" | "select" | "choices" | "text" | "number" | "list";

export function parameterControl(parameter: Pick<ModuleParameter, "type" | "choices">): ParameterControl {
  if (parameter.type === "boolean") return "switch";
  if (parameter.type === "array") return parameter.choices ? "choices" : "list";
  if (parameter.choices) return "select";
  return parameter.type === "number" ? "number" : "text";
}

export type ParsedParameter = { ok: true; value: ParameterValue } | { ok: false; error: "number" | "required" | "characters" };

/**
 * Reads what a visitor typed into a parameter's field: a number, a comma-separated list, or text.
 * Text a genome file cannot hold (a double quote, `$`, a backtick, a backslash) is refused with
 * its reason instead of being changed behind the visitor's back.
 */
export function parseParameterText(parameter: Pick<ModuleParameter, "type" | "choices" | "required">, text: string): ParsedParameter {
  if (parameter.type === "number") {
    const value = Number(text.trim());
    return text.trim() !== "" && isValidParameterValue(parameter, value) ? { ok: true, value } : { ok: false, error: "number" };
  }
  if (!isGenomeSafeText(text)) return { ok: false, error: "characters" };
  if (parameter.type === "array") {
    const value = text.split(",").map((item) => item.trim()).filter(Boolean);
    return parameter.required && value.length === 0 ? { ok: false, error: "required" } : { ok: true, value };
  }
  return parameter.required && text.trim() === "" ? { ok: false, error: "required" } : { ok: true, value: text };
}

/** A value as its text field shows it. */
export function parameterText(value: ParameterValue): string {
  return Array.isArray(value) ? value.join(", ") : String(value);
}
