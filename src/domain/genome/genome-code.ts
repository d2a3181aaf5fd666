import type { ParameterValue } from "@/domain/catalog/catalog";
import { inRunOrder, type GenomeDefinition, type GenomeModuleEntry } from "./genome-definition";
import { genomeSafeText } from "./genome-text";

const INDENT = "  ";
const MAX_INLINE = 72;
const MAX_LINE = 88;

/**
 * The folder state B's marketplace keeps its integrators in, and so the prefix a genome names them
 * with (`integrations/drizzle-nextjs-integration`, as the marketplace's own genomes do). With the
 * catalogue's bare ids the CLI plans no batch at all and writes nothing (facts/CLI-FACTS.md §8).
 */
export const INTEGRATIONS_PREFIX = "integrations/";

/** A module's id as a genome file names it: an adapter's as the catalogue writes it, an integrator's under `integrations/`. */
export function genomeFileModuleId(id: string): string {
  return id.includes("/") ? id : `${INTEGRATIONS_PREFIX}${id}`;
}

/** The catalogue id a genome file's module id stands for (genomeFileModuleId undone), as the CLI's runs also write it. */
export function catalogModuleId(fileId: string): string {
  return fileId.startsWith(INTEGRATIONS_PREFIX) ? fileId.slice(INTEGRATIONS_PREFIX.length) : fileId;
}

/** A module as the genome file holds it: the CLI's id, every parameter, the features as an object of `true`. */
export interface GenomeFileModule {
  id: string;
  parameters: Record<string, ParameterValue>;
  features: Record<string, true>;
}

/** The object a genome file exports, exactly: what the CLI reads when it runs the file. */
export interface GenomeFile extends Omit<GenomeDefinition, "modules"> {
  modules: GenomeFileModule[];
}

function safeValue(value: ParameterValue): ParameterValue {
  if (typeof value === "string") return genomeSafeText(value);
  return Array.isArray(value) ? value.map(genomeSafeText) : value;
}

/** One module entry as the file writes it. */
export function genomeFileEntry(entry: GenomeModuleEntry): GenomeFileModule {
  return {
    id: genomeFileModuleId(entry.id),
    parameters: Object.fromEntries(Object.entries(entry.parameters).map(([name, value]) => [genomeSafeText(name), safeValue(value)])),
    features: Object.fromEntries(entry.features.map((feature) => [genomeSafeText(feature), true as const])),
  };
}

/**
 * A genome as its file holds it, following state B's rules (facts/CLI-FACTS.md §8, "Genome rules
 * (R3)"): the framework first, then the adapters, then the integrators under `integrations/`; every
 * parameter written out; every string as a genome file can hold it (genome-text.ts).
 */
export function genomeFile(genome: GenomeDefinition): GenomeFile {
  const { project } = genome;
  return {
    version: genomeSafeText(genome.version),
    project: {
      name: genomeSafeText(project.name),
      description: genomeSafeText(project.description),
      version: genomeSafeText(project.version),
      framework: genomeSafeText(project.framework),
    },
    modules: inRunOrder(genome.modules).map(genomeFileEntry),
  };
}

/** A string in single quotes, the one quote a genome file may use; a single quote inside is escaped (`\'`). */
function quoted(text: string): string {
  return `'${genomeSafeText(text).replace(/'/g, "\\'")}'`;
}

function literal(value: ParameterValue): string {
  if (typeof value === "string") return quoted(value);
  if (Array.isArray(value)) return `[${value.map(quoted).join(", ")}]`;
  return String(value);
}

/** A list on one line when it fits, else its items filled into lines of at most MAX_LINE characters. */
function arrayBlock(values: readonly string[], depth: number): string {
  const inline = literal([...values]);
  if (inline.length <= MAX_INLINE) return inline;
  const pad = INDENT.repeat(depth + 1);
  const lines: string[] = [];
  let line = "";
  for (const item of values.map((value) => `${quoted(value)},`)) {
    const longer = line ? `${line} ${item}` : item;
    if (line && pad.length + longer.length > MAX_LINE) {
      lines.push(`${pad}${line}`);
      line = item;
    } else {
      line = longer;
    }
  }
  lines.push(`${pad}${line}`);
  return `[\n${lines.join("\n")}\n${INDENT.repeat(depth)}]`;
}

/** Object keys are written bare when they are identifiers, quoted otherwise. */
function key(name: string): string {
  return /^[A-Za-z_][\w]*$/.test(name) ? name : quoted(name);
}

/** The features a module turns on, as the genome type declares them: an object of `true` by feature id, on one line when it fits. */
function featuresBlock(features: Record<string, true>, depth: number): string {
  const ids = Object.keys(features);
  if (ids.length === 0) return "{}";
  const inline = `{ ${ids.map((feature) => `${key(feature)}: true`).join(", ")} }`;
  if (inline.length <= MAX_INLINE) return inline;
  const pad = INDENT.repeat(depth + 1);
  return `{\n${ids.map((feature) => `${pad}${key(feature)}: true,`).join("\n")}\n${INDENT.repeat(depth)}}`;
}

function moduleBlock(entry: GenomeFileModule, depth: number): string {
  const pad = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  const lines = [`${pad}{`, `${inner}id: ${quoted(entry.id)},`];
  const parameters = Object.entries(entry.parameters);
  if (parameters.length === 0) {
    lines.push(`${inner}parameters: {},`);
  } else {
    lines.push(`${inner}parameters: {`);
    for (const [name, value] of parameters) {
      const rendered = Array.isArray(value) ? arrayBlock(value, depth + 2) : literal(value);
      lines.push(`${INDENT.repeat(depth + 2)}${key(name)}: ${rendered},`);
    }
    lines.push(`${inner}},`);
  }
  lines.push(`${inner}features: ${featuresBlock(entry.features, depth + 1)},`);
  lines.push(`${pad}},`);
  return lines.join("\n");
}

/** One module as a genome lists it, in the `modules` array that holds it (a module page's entry). */
export function moduleEntryCode(entry: GenomeModuleEntry): string {
  return [`modules: [`, moduleBlock(genomeFileEntry(entry), 1), `],`, ``].join("\n");
}

/**
 * Renders a genome as the `genome.ts` file a user saves and passes to `architech new`: the object
 * `genomeFile` describes, in single quotes only, so the file holds no double quote, `$` or backtick
 * and survives the CLI's `tsx -e "…"`. Every genome file on the site is written here.
 */
export function genomeToTypeScript(genome: GenomeDefinition): string {
  const file = genomeFile(genome);
  const { project } = file;
  return [
    `export default {`,
    `  version: ${quoted(file.version)},`,
    `  project: {`,
    `    name: ${quoted(project.name)},`,
    `    description: ${quoted(project.description)},`,
    `    version: ${quoted(project.version)},`,
    `    framework: ${quoted(project.framework)},`,
    `  },`,
    `  modules: [`,
    ...file.modules.map((entry) => moduleBlock(entry, 2)),
    `  ],`,
    `};`,
    ``,
  ].join("\n");
}
