import type { ParameterValue } from "@/domain/catalog/catalog";
import type { GenomeDefinition, GenomeModuleEntry } from "./genome-definition";

const INDENT = "  ";
const MAX_INLINE = 72;

function literal(value: ParameterValue): string {
  if (Array.isArray(value)) return `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
  return JSON.stringify(value);
}

function arrayBlock(values: string[], depth: number): string {
  const inline = `[${values.map((value) => JSON.stringify(value)).join(", ")}]`;
  if (inline.length <= MAX_INLINE) return inline;
  const pad = INDENT.repeat(depth + 1);
  return `[\n${values.map((value) => `${pad}${JSON.stringify(value)},`).join("\n")}\n${INDENT.repeat(depth)}]`;
}

/** Object keys are written bare when they are identifiers, quoted otherwise. */
function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}

/**
 * The features a module turns on, as the genome type declares them: an object of `true` by
 * feature id (`GenomeModule.features`, facts/CLI-FACTS.md §3c), on one line when it fits.
 */
function featuresBlock(features: readonly string[], depth: number): string {
  if (features.length === 0) return "{}";
  const inline = `{ ${features.map((feature) => `${key(feature)}: true`).join(", ")} }`;
  if (inline.length <= MAX_INLINE) return inline;
  const pad = INDENT.repeat(depth + 1);
  return `{\n${features.map((feature) => `${pad}${key(feature)}: true,`).join("\n")}\n${INDENT.repeat(depth)}}`;
}

function moduleBlock(entry: GenomeModuleEntry, depth: number): string {
  const pad = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  const lines = [`${pad}{`, `${inner}id: ${JSON.stringify(entry.id)},`];
  const parameters = Object.entries(entry.parameters);
  if (parameters.length === 0) {
    lines.push(`${inner}parameters: {},`);
  } else {
    lines.push(`${inner}parameters: {`);
    for (const [name, value] of parameters) {
      const rendered = Array.isArray(value) ? arrayBlock(value.map(String), depth + 2) : literal(value);
      lines.push(`${INDENT.repeat(depth + 2)}${key(name)}: ${rendered},`);
    }
    lines.push(`${inner}},`);
  }
  lines.push(`${inner}features: ${featuresBlock(entry.features, depth + 1)},`);
  lines.push(`${pad}},`);
  return lines.join("\n");
}

/** One module as a genome lists it, in the `modules` array that holds it. */
export function moduleEntryCode(entry: GenomeModuleEntry): string {
  return [`modules: [`, moduleBlock(entry, 1), `],`, ``].join("\n");
}

/** Renders a genome as the `genome.ts` file a user would commit and pass to `architech new`. */
export function genomeToTypeScript(genome: GenomeDefinition): string {
  const { project } = genome;
  return [
    `export default {`,
    `  version: ${JSON.stringify(genome.version)},`,
    `  project: {`,
    `    name: ${JSON.stringify(project.name)},`,
    `    description: ${JSON.stringify(project.description)},`,
    `    version: ${JSON.stringify(project.version)},`,
    `    framework: ${JSON.stringify(project.framework)},`,
    `  },`,
    `  modules: [`,
    ...genome.modules.map((entry) => moduleBlock(entry, 2)),
    `  ],`,
    `};`,
    ``,
  ].join("\n");
}
