import type { GenomeDefinition } from "@/domain/genome/genome-definition";

/**
 * Evaluates a generated genome file's object literal (valid syntax, or this throws) and reads it
 * back as a GenomeDefinition: each module's `features` object (`{ id: true }`, as the genome type
 * writes it) becomes the list of the features it turns on.
 */
export function evaluateGenome(code: string): GenomeDefinition {
  const file = new Function(code.replace(/^export default /, "return ").trim())() as Omit<GenomeDefinition, "modules"> & {
    modules: (Omit<GenomeDefinition["modules"][number], "features"> & { features: Record<string, unknown> })[];
  };
  return {
    ...file,
    modules: file.modules.map((entry) => ({ ...entry, features: Object.keys(entry.features).filter((feature) => entry.features[feature] === true) })),
  };
}
