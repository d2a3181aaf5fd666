import type { ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";

/**
 * Whether a value fits a parameter: its type, and its choices when the module restricts them. A
 * list's items are names (providers, components, locales), so none is empty.
 */
export function isValidParameterValue(parameter: Pick<ModuleParameter, "type" | "choices">, value: ParameterValue): boolean {
  const allowed = (item: string) => !parameter.choices || parameter.choices.includes(item);
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
