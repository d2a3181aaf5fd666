import type { MarketplaceModule, ParameterType, ParameterValue } from "./catalog";

/** A module parameter as every view shows it: the module page's table and the marketplace's dialog. */
export interface ParameterRow {
  name: string;
  type: ParameterType;
  /** The default as written in a genome (`[en, fr]` for a list); absent when the user must supply a value. */
  default?: string;
  /** The only values accepted, when the module restricts them. */
  choices?: string[];
  required: boolean;
}

function formatValue(value: ParameterValue): string {
  return Array.isArray(value) ? `[${value.join(", ")}]` : String(value);
}

export function parameterRows(module: MarketplaceModule): ParameterRow[] {
  return module.parameters.map((parameter) => ({
    name: parameter.name,
    type: parameter.type,
    // An empty string is a secret or a per-project value (an API key): there is no default to show.
    ...(parameter.default === undefined || parameter.default === "" ? {} : { default: formatValue(parameter.default) }),
    ...(parameter.choices ? { choices: [...parameter.choices] } : {}),
    required: parameter.required,
  }));
}
