import { z } from "zod";
import { adapterGroups, genomeIds, moduleIds } from "./catalog-ids";

/**
 * The shape of catalog.json (facts only: the prose is in messages/). Ids are checked
 * against catalog-ids.ts, so a dependency, group member or genome module naming no module fails
 * here, and the parsed catalogue carries the `ModuleId` / `GenomeId` / `AdapterGroup` unions.
 * Nothing is transformed: a valid file parses to itself.
 */

const moduleId = z.enum(moduleIds, { error: (issue) => `unknown module id ${JSON.stringify(issue.input)}` });
const genomeId = z.enum(genomeIds, { error: (issue) => `unknown genome id ${JSON.stringify(issue.input)}` });
const adapterGroup = z.enum(adapterGroups, { error: (issue) => `unknown adapter group ${JSON.stringify(issue.input)}` });
const semver = z.string().regex(/^\d+\.\d+\.\d+$/);

const parameterValue = z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]);

const parameterSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(["boolean", "string", "array", "select", "number"]),
  choices: z.array(z.string()).min(1).optional(),
  default: parameterValue.optional(),
  required: z.boolean(),
});

const featureSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1).nullable(),
  /** Adapters: `core` features are on by default, `premium` ones are opt-in. Integrators: null. */
  category: z.enum(["core", "premium"]).nullable(),
});

const moduleFields = {
  id: moduleId,
  name: z.string().min(1),
  version: semver,
  cliVersion: z.string().min(1),
  dependencies: z.array(moduleId),
  capabilities: z.array(z.string().min(1)),
  provides: z.array(z.string().min(1)),
  parameters: z.array(parameterSchema),
  features: z.array(featureSchema),
  repoPath: z.string().min(1),
  githubUrl: z.string().regex(/^https:\/\/github\.com\/the-architech-xyz\/marketplace\/tree\/[0-9a-f]{40}\//),
};

const adapterSchema = z.strictObject({ ...moduleFields, category: z.literal("adapter"), group: adapterGroup });
/** An integrator's group: the modules it wires together; it applies when all of them are in a project. */
const integratorSchema = z.strictObject({ ...moduleFields, category: z.literal("integrator"), group: z.array(moduleId).min(2) });

const genomeSchema = z.strictObject({
  id: genomeId,
  name: z.string().min(1),
  useCase: z.string().min(1),
  complexity: z.enum(["beginner", "intermediate", "advanced"]),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1),
  modules: z.array(moduleId).min(1),
});

const statsSchema = z.strictObject({
  totalModules: z.number().int(),
  adapters: z.number().int(),
  integrators: z.number().int(),
  features: z.number().int(),
  templates: z.number().int(),
  contributors: z.number().int(),
});

type Issue = { message: string; path: (string | number)[] };

function sameList(actual: readonly string[], expected: readonly string[]): boolean {
  return actual.length === expected.length && actual.every((value, index) => value === expected[index]);
}

const regenerate = "run `node --import tsx scripts/catalog-ids.ts`";

/** Facts that span entries: the id lists match catalog-ids.ts, and the links between entries make sense. */
function crossChecks(catalog: {
  modules: z.output<typeof adapterSchema | typeof integratorSchema>[];
  genomes: z.output<typeof genomeSchema>[];
}): Issue[] {
  const issues: Issue[] = [];
  const ids = catalog.modules.map((module) => module.id);
  if (!sameList(ids, moduleIds)) issues.push({ path: ["modules"], message: `module ids differ from catalog-ids.ts: ${regenerate}` });
  if (!sameList(catalog.genomes.map((genome) => genome.id), genomeIds)) {
    issues.push({ path: ["genomes"], message: `genome ids differ from catalog-ids.ts: ${regenerate}` });
  }
  const groups = new Set(catalog.modules.flatMap((module) => (module.category === "adapter" ? [module.group] : [])));
  if (!sameList([...groups], adapterGroups)) issues.push({ path: ["modules"], message: `adapter groups differ from catalog-ids.ts: ${regenerate}` });

  const byId = new Map(catalog.modules.map((module) => [module.id, module]));
  catalog.modules.forEach((module, index) => {
    if (module.dependencies.includes(module.id)) issues.push({ path: ["modules", index, "dependencies"], message: `${module.id} depends on itself` });
    if (module.category === "adapter" && !module.id.startsWith(`${module.group}/`)) {
      issues.push({ path: ["modules", index, "group"], message: `${module.id} is not in its group ${module.group}` });
    }
    if (module.category === "integrator") {
      for (const member of module.group) {
        if (byId.get(member)?.category !== "adapter") issues.push({ path: ["modules", index, "group"], message: `${module.id} wires ${member}, which is not an adapter` });
      }
    }
    for (const parameter of module.parameters) {
      const defaults = parameter.default === undefined ? [] : Array.isArray(parameter.default) ? parameter.default : [parameter.default];
      const outside = parameter.choices ? defaults.filter((value) => !parameter.choices?.includes(String(value))) : [];
      if (outside.length > 0) issues.push({ path: ["modules", index, "parameters"], message: `${module.id}.${parameter.name} defaults to ${outside.join(", ")}, not one of its choices` });
    }
  });
  catalog.genomes.forEach((genome, index) => {
    if (new Set(genome.modules).size !== genome.modules.length) issues.push({ path: ["genomes", index, "modules"], message: `${genome.id} lists a module twice` });
  });
  return issues;
}

export const catalogSchema = z
  .strictObject({
    version: semver,
    /** Where each fact was read (repositories and commits). */
    source: z.string().min(1),
    stats: statsSchema,
    modules: z.array(z.discriminatedUnion("category", [adapterSchema, integratorSchema])),
    genomes: z.array(genomeSchema),
  })
  .superRefine((catalog, context) => {
    for (const issue of crossChecks(catalog)) context.addIssue({ code: "custom", ...issue });
  });

export type Catalog = z.output<typeof catalogSchema>;

/** Validates a catalogue file; throws one error listing every problem, each with where it is. */
export function parseCatalog(input: unknown): Catalog {
  const result = catalogSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `- ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`catalog.json is not a valid catalogue:\n${problems.join("\n")}`);
}
