import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** One docs answer as `npm run export -- feedback --format json` writes it. */
export interface ExportedAnswer {
  id: string;
  created_at: string;
  path: string;
  locale: string;
  helpful: boolean;
  comment: string | null;
}

/**
 * What the site's owner would read with `npm run export -- feedback --format json` from the
 * database of the server the tests run against (playwright.config.ts starts it on E2E_DATA_DIR):
 * the stored answers, as stored. The export is read-only and safe while the server runs.
 */
export async function exportedAnswers(): Promise<ExportedAnswer[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(root, "scripts/export.ts"), "feedback", "--format", "json"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  return JSON.parse(stdout) as ExportedAnswer[];
}
