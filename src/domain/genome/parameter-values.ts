import type { ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { isGenomeSafeText } from "./genome-text";

/**
 * Whether a value fits a parameter: its type, and its choices when the module restricts them. A
 * list's items are names (providers, components, locales), so none is empty. Text holds none of
 * the characters a genome file cannot (genome-text.ts: `"`, `$`, a backtick, a backslash, a line
 * break), so the file the composer writes says exactly what the visitor set.
 */
export function isValidParameterValue(parameter: Pick<ModuleParameter, "type" | "choices">, value: ParameterValue): boolean {
  const allowed = (item: string) => isGenomeSafeText(item) && (!parameter.choices || parameter.choices.includes(item));
  switch (parameter.type) {
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "array":
      return Array.isArray(value) && value.every((item) => item !== "" && allowed(item));
    case "string":
    case "select":
      return typeof value === "string" && allowed(value);
  }
}
