/**
 * `npm run export -- <waitlist|contact|demo-requests|feedback> [--format csv|json] [--out FILE]`
 * Reads the database the server uses, read-only and as one snapshot (safe while it runs: SQLite
 * WAL readers never block the writer). `--out` replaces FILE atomically, readable by its owner only,
 * and refuses a FILE that exists and is not a regular file (see src/server/export/output-target.ts).
 */
import { parseArgs } from "node:util";
import { EnvError, getEnv } from "@/env";
import { writeFileAtomically } from "@/server/export/atomic-file";
import { EXPORT_KINDS, exportRows, type ExportFormat } from "@/server/export/export-rows";
import { ExportError, openExportSource, type ExportSource } from "@/server/export/export-source";
import { OutputTargetError } from "@/server/export/output-target";

// `npm run export -- waitlist | head` closes the pipe early: that is not a failure.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const USAGE = `Usage: npm run export -- <${EXPORT_KINDS.join("|")}> [--format csv|json] [--out FILE]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

async function toStdout(chunks: AsyncIterable<string>): Promise<void> {
  for await (const chunk of chunks) {
    if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once("drain", resolve));
  }
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { format: { type: "string", default: "csv" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [kind, ...extra] = parsed.positionals;
  const format = parsed.values.format as ExportFormat;
  if (!kind || extra.length > 0 || !(EXPORT_KINDS as readonly string[]).includes(kind)) fail(USAGE);
  if (format !== "csv" && format !== "json") fail(`--format must be csv or json\n${USAGE}`);
  const out = parsed.values.out;
  // `--out ""` (an unset shell variable, say) must not fall back to the terminal: it would print
  // every address and message there.
  if (out !== undefined && out.trim() === "") fail(`--out needs a file name; to write to standard output, leave --out out\n${USAGE}`);

  let env;
  try {
    env = getEnv();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }

  let source: ExportSource;
  try {
    source = await openExportSource({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof ExportError) fail(error.message);
    throw error;
  }
  try {
    const chunks = exportRows(source, kind as (typeof EXPORT_KINDS)[number], format);
    if (out !== undefined) await writeFileAtomically(out, chunks);
    else await toStdout(chunks);
  } finally {
    await source.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ExportError || error instanceof OutputTargetError) fail(error.message);
  const code = (error as { code?: unknown }).code;
  fail(`Export failed: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`);
});
