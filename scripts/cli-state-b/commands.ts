/**
 * The commands whose output the docs quote, run in an empty folder. The genome files here are the
 * mistakes §8 of facts/CLI-FACTS.md names, so the docs can show what each one prints.
 */
const SITE_SHAPE_START = [
  "export default {",
  "  'version': '1.0',",
  "  'project': { 'name': 'my-app', 'description': 'An app', 'version': '1.0.0', 'framework': 'nextjs' },",
].join("\n");

export const CLI_COMMANDS: { argv: string[]; genome?: { name: string; text: string } }[] = [
  { argv: ["--version"] },
  { argv: ["--help"] },
  { argv: ["new", "--help"] },
  { argv: ["add", "--help"] },
  { argv: ["scale", "--help"] },
  { argv: ["list-genomes", "--help"] },
  { argv: ["marketplace", "--help"] },
  { argv: ["generate"] },
  { argv: ["update", "--check"] },
  { argv: ["list-genomes"] },
  { argv: ["add", "auth/better-auth"] },
  { argv: ["scale"] },
  { argv: ["marketplace", "search", "auth"] },
  { argv: ["marketplace", "featured"] },
  { argv: ["add", "foo"] },
  { argv: ["new", "missing.genome.ts"] },
  { argv: ["new", "--genome", "saas-starter"] },
  {
    argv: ["new", "auth-first.genome.ts"],
    genome: {
      name: "auth-first.genome.ts",
      text: `${SITE_SHAPE_START}\n  'modules': [\n    { 'id': 'auth/better-auth', 'parameters': {}, 'features': {} },\n    { 'id': 'framework/nextjs', 'parameters': {}, 'features': {} }\n  ]\n};\n`,
    },
  },
  {
    argv: ["new", "double-quoted.genome.ts"],
    genome: {
      name: "double-quoted.genome.ts",
      text: `export default {\n  version: "1.0",\n  project: { name: "my-app", description: "An app", version: "1.0.0", framework: "nextjs" },\n  modules: [{ id: "framework/nextjs", parameters: {}, features: {} }],\n};\n`,
    },
  },
];
