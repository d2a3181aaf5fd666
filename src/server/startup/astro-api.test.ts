import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { loadAstroApi } from "./astro-api";

/** A stand-in for dist/server/entry.mjs: each request waits until the test lets it finish. */
function fakeEntry(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "architech-entry-"));
  const file = path.join(dir, "entry.mjs");
  writeFileSync(
    file,
    `export const finish = [];
     export const handler = (req, res) => new Promise((resolve) => finish.push(() => { res.end("done"); resolve(); }));`,
  );
  return file;
}

const request = () => ({ url: "/api/waitlist", socket: { remoteAddress: "127.0.0.1" } }) as unknown as IncomingMessage;
const response = () => ({ end() {}, headersSent: false }) as unknown as ServerResponse;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the API handler", () => {
  it("is idle only once every request it took has finished, even one whose client left", async () => {
    const entry = fakeEntry();
    const api = await loadAstroApi(entry, createLogger("error"));
    const { finish } = (await import(entry)) as { finish: (() => void)[] };

    let idle = false;
    await api.whenIdle();
    api.handle(request(), response());
    api.handle(request(), response());
    void api.whenIdle().then(() => (idle = true));

    finish[0]!();
    await settle();
    expect(idle).toBe(false);
    finish[1]!();
    await settle();
    expect(idle).toBe(true);
  });
});
