import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port";

export const root = path.resolve(import.meta.dirname, "../..");

const tempRoots: string[] = [];

/** A DATA_DIR that does not exist yet (two levels deep), as on a fresh clone. */
export function tempDataDir(): string {
  const tempRoot = mkdtempSync(path.join(tmpdir(), "architech-server-"));
  tempRoots.push(tempRoot);
  return path.join(tempRoot, "nested", "data");
}

export function removeTempDataDirs(): void {
  for (const dir of tempRoots.splice(0)) rmSync(dir, { recursive: true, force: true });
}


export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx scripts/start.ts` exactly as `npm start` runs it, on a free port. */
export async function startServer(env: Record<string, string>, readyPath = "/api/health"): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: url,
      // Tests post from one address; the ones about limits turn them on.
      RATE_LIMITS: "off",
      LOG_LEVEL: "info",
      ASTRO_TELEMETRY_DISABLED: "1",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 120_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, process: child, output: () => output, exited };
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = "SIGTERM") {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  return server.exited;
}

export function postJson(server: RunningServer, route: string, body: unknown, headers: Record<string, string> = {}, method: "POST" | "PATCH" = "POST") {
  return fetch(`${server.url}${route}`, {
    method,
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}
