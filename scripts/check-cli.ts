/**
 * `npm run check:cli`: runs the site's genome files through a local build of the CLI at state B
 * (facts/CLI-FACTS.md §8; build it with scripts/cli-state-b/build.sh) and records what happened
 * in facts/cli-runs.json (shape: src/domain/cli/cli-runs.ts), which the site reads.
 *
 *   ARCHITECH_CLI_DIR=/path/to/cli npm run check:cli [-- --only id,id] [--skip-commands] [--commands-only]
 *
 * It records the output of a few commands, then generates, each in a temporary folder: the
 * framework alone, a minimal genome per catalogue module (the framework, the module and what it
 * needs), and every template's genome as its page writes it; a template that fails is run again
 * without the modules whose own runs failed. Each generation runs create-next-app and npm, so
 * it needs the npm registry and takes about a minute. The file is rewritten after every run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { CLI_DOCUMENTED_STATE, documentedStateParts } from "@/domain/cli/documented-state";
import type { CliCommandRun, CliModuleRun, CliRunRecord, CliRunsFile, CliTemplateRun } from "@/domain/cli/cli-runs";
import { genomeRecords, moduleRecords } from "@/domain/catalog/catalog-records";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomeFileForModules, templateGenomeFile } from "@/domain/genome/run-genomes";
import { templateModuleIds } from "@/domain/genome/template-modules";
import type { GenomeId, ModuleId } from "@/domain/catalog/catalog";
import { FRAMEWORK_ID, frameworkIntegrators, minimalGenomeModules, withDependents } from "./cli-state-b/minimal-genome";
import { addedOrChanged, projectFileHashes } from "./cli-state-b/project-files";
import { appliedModules, failedModule, firstError } from "./cli-state-b/run-output";
import { CLI_COMMANDS } from "./cli-state-b/commands";

// The commits the site documents are the ones the runs must be of (one source: documented-state.ts).
const STATE = Object.fromEntries(
  documentedStateParts.map((part) => [part, { commit: CLI_DOCUMENTED_STATE[part].commit, date: CLI_DOCUMENTED_STATE[part].date }]),
) as CliRunsFile["state"];
const OUT = "facts/cli-runs.json";
const RUN_TIMEOUT_MS = 15 * 60_000;
const MAX_VARIANT_ATTEMPTS = 4;

const { values } = parseArgs({ options: { only: { type: "string" }, "skip-commands": { type: "boolean" }, "commands-only": { type: "boolean" } } });
const only = values.only ? new Set(values.only.split(",")) : null;

function fail(message: string): never {
  process.stderr.write(`check:cli: ${message}\n`);
  process.exit(2);
}

const cliDir = resolve(process.env.ARCHITECH_CLI_DIR ?? fail("set ARCHITECH_CLI_DIR to the cli/ folder of a state-B build (scripts/cli-state-b/build.sh)"));
const bin = join(cliDir, "bin/architech.js");
if (!existsSync(bin)) fail(`${bin} not found: build state B first (scripts/cli-state-b/build.sh)`);
function headOf(folder: string): string {
  return spawnSync("git", ["-C", folder, "rev-parse", "HEAD"], { encoding: "utf8" }).stdout.trim();
}
for (const [name, folder] of [["cli", cliDir], ["marketplace", join(cliDir, "../marketplace")], ["types", join(cliDir, "../types-package")]] as const) {
  const head = headOf(folder);
  if (!head.startsWith(STATE[name].commit)) fail(`${folder} is at ${head || "no commit"}, not ${name}@${STATE[name].commit}`);
}
const tsx = spawnSync("tsx", ["--version"], { encoding: "utf8" });
if (tsx.status !== 0) fail("tsx is not on PATH: the CLI runs every genome file with it (npm install -g tsx)");

const runRoot = mkdtempSync(join(tmpdir(), "check-cli-"));

/** Output as a reader would paste it: no colour codes, the temporary folder and the CLI's own folder named, not spelled out. */
function clean(output: string, folder: string): string {
  return stripVTControlCharacters(output).split(folder).join("<dir>").split(resolve(cliDir, "..")).join("<build>");
}

function runCli(argv: string[], cwd: string, timeout = RUN_TIMEOUT_MS) {
  const started = Date.now();
  const result = spawnSync("node", [bin, ...argv], {
    cwd,
    encoding: "utf8",
    timeout,
    maxBuffer: 64 * 1024 * 1024,
    // The framework's blueprint runs create-next-app through npx, whose prompt to install it waits
    // for a yes; without a terminal npm cancels ("…due to missing packages and no YES option").
    // npm_config_yes answers as a visitor at a terminal would.
    env: { ...process.env, npm_config_yes: "true", npm_config_prefer_offline: "true", npm_config_audit: "false", npm_config_fund: "false", FORCE_COLOR: "0" },
  });
  const output = clean(`${result.stdout ?? ""}${result.stderr ?? ""}`, cwd);
  return { exitCode: result.status ?? 1, output, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

function load(): CliRunsFile {
  const fresh: CliRunsFile = {
    recordedOn: new Date().toISOString().slice(0, 10),
    state: STATE,
    environment: { node: process.version, tsx: tsx.stdout.split("\n")[0]!.replace(/^tsx\s+/, "") },
    commands: [],
    modules: {},
    templates: {},
  };
  if (!existsSync(OUT)) return fresh;
  const previous = JSON.parse(readFileSync(OUT, "utf8")) as CliRunsFile;
  return { ...previous, recordedOn: fresh.recordedOn, state: STATE, environment: fresh.environment };
}

const file = load();
function save(): void {
  writeFileSync(OUT, `${JSON.stringify(file, null, 2)}\n`);
}

const english = getCatalogCopy("en");

/** One generation: writes the genome file in a fresh folder, runs `architech new` on it, reads what it left. */
function generate(label: string, genomeText: string, projectName: string, modules: string[]): CliRunRecord & { hashes: Map<string, string>; output: string } {
  const folder = join(runRoot, label.replace(/[^a-z0-9-]+/gi, "_"));
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const genomeFile = `${projectName}.genome.ts`;
  writeFileSync(join(folder, genomeFile), genomeText);
  // --verbose: only then does the CLI name each module it applied ("✅ Module <id> executed successfully").
  const run = runCli(["new", genomeFile, "--verbose"], folder);
  writeFileSync(join(folder, "run.out.txt"), run.output);
  const hashes = projectFileHashes(join(folder, projectName));
  const error = run.exitCode === 0 ? null : firstError(run.output) ?? `exit ${run.exitCode} without an error line`;
  process.stdout.write(`${label}: exit ${run.exitCode}, ${appliedModules(run.output).length} applied, ${hashes.size} files, ${run.seconds} s${error ? ` — ${error}` : ""}\n`);
  // The project folder holds create-next-app's node_modules: keep the log, free the disk.
  rmSync(join(folder, projectName), { recursive: true, force: true });
  return { modules, exitCode: run.exitCode, firstError: error, applied: appliedModules(run.output), files: [...hashes.keys()], seconds: run.seconds, hashes, output: run.output };
}

function moduleGenome(id: string, modules: string[]): { text: string; name: string } {
  const name = `check-${id.replace(/[^a-z0-9]+/g, "-")}`.slice(0, 60);
  const description = english.moduleDescription(id);
  return { text: genomeFileForModules(modules, { name, description }), name };
}

function recordCommands(): void {
  const commands: CliCommandRun[] = [];
  for (const command of CLI_COMMANDS) {
    const folder = mkdtempSync(join(runRoot, "command-"));
    if (command.genome) writeFileSync(join(folder, command.genome.name), command.genome.text);
    const run = runCli(command.argv, folder, 120_000);
    commands.push({ argv: command.argv, ...(command.genome ? { genome: command.genome } : {}), exitCode: run.exitCode, output: run.output });
    process.stdout.write(`architech ${command.argv.join(" ")}: exit ${run.exitCode}\n`);
  }
  file.commands = commands;
  save();
}

function strip<T extends { hashes: unknown; output: unknown }>(run: T): Omit<T, "hashes" | "output"> {
  const { hashes: _hashes, output: _output, ...rest } = run;
  return rest;
}

if (!values["skip-commands"] && !only) recordCommands();
if (values["commands-only"]) process.exit(0);

const selected = (id: string) => !only || only.has(id);
const framework = generate(FRAMEWORK_ID, moduleGenome(FRAMEWORK_ID, [FRAMEWORK_ID]).text, moduleGenome(FRAMEWORK_ID, [FRAMEWORK_ID]).name, [FRAMEWORK_ID]);
if (framework.exitCode !== 0) fail(`the framework alone does not generate (${framework.firstError}); nothing else can`);
file.modules[FRAMEWORK_ID] = { ...strip(framework), moduleFiles: [] };
save();

for (const module of moduleRecords) {
  if (module.id === FRAMEWORK_ID || !selected(module.id)) continue;
  const modules = minimalGenomeModules(module.id);
  const genome = moduleGenome(module.id, modules);
  let run = generate(module.id, genome.text, genome.name, modules);
  let alone: CliModuleRun["alone"];
  const wiring = frameworkIntegrators(module.id);
  if (run.exitCode === 0 && !run.applied.includes(module.id) && wiring.length > 0) {
    alone = { modules, exitCode: run.exitCode, applied: run.applied, files: run.files.length };
    const wired = [...modules, ...wiring];
    run = generate(`${module.id}-wired`, moduleGenome(module.id, wired).text, genome.name, wired);
  }
  const record: CliModuleRun = { ...strip(run), ...(alone ? { alone } : {}), moduleFiles: run.applied.includes(module.id) ? addedOrChanged(run.hashes, framework.hashes) : [] };
  file.modules[module.id] = record;
  save();
}

for (const template of genomeRecords) {
  if (!selected(template.id)) continue;
  const id = template.id as GenomeId;
  const modules = templateModuleIds(id);
  const text = templateGenomeFile(id);
  const run = generate(id, text, id, modules);
  let variant: CliTemplateRun["variant"] = null;
  if (run.exitCode !== 0) {
    // Leave out what its own run did not apply (an adapter whose run stopped later, at one of its
    // integrators, was applied and stays), then whatever a variant still stops at, until one runs.
    const failing: ModuleId[] = modules.filter((moduleId) => file.modules[moduleId] && !file.modules[moduleId]!.applied.includes(moduleId) && file.modules[moduleId]!.exitCode !== 0);
    for (let attempt = 0; attempt < MAX_VARIANT_ATTEMPTS; attempt += 1) {
      const omitted = withDependents(failing);
      const kept = modules.filter((moduleId) => !omitted.has(moduleId));
      const genome = genomeFileForModules(kept, { name: id, description: english.genome(id, "description") });
      const tried = generate(`${id}-variant-${attempt + 1}`, genome, id, kept);
      variant = { ...strip(tried), omitted: modules.filter((moduleId) => omitted.has(moduleId)) };
      const stoppedAt = failedModule(tried.output) as ModuleId | null;
      if (tried.exitCode === 0 || !stoppedAt || failing.includes(stoppedAt)) break;
      failing.push(stoppedAt);
    }
  }
  file.templates[id] = { ...strip(run), variant };
  save();
}

process.stdout.write(`${OUT} written (runs in ${runRoot})\n`);
