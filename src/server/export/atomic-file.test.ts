import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomically } from "./atomic-file";

async function* chunks(...parts: string[]): AsyncGenerator<string> {
  for (const part of parts) yield part;
}

async function* failingAfter(part: string): AsyncGenerator<string> {
  yield part;
  throw Object.assign(new Error("database went away"), { code: "SQLITE_IOERR" });
}

describe("writeFileAtomically", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "architech-atomic-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a new file readable by its owner only", async () => {
    const target = path.join(dir, "out.csv");
    await writeFileAtomically(target, chunks("a,b\r\n", "1,2\r\n"));
    expect(readFileSync(target, "utf8")).toBe("a,b\r\n1,2\r\n");
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it("replaces an existing file whole and makes it 0600 even when it was readable by others", async () => {
    const target = path.join(dir, "out.csv");
    writeFileSync(target, "old content that is longer than the new one");
    chmodSync(target, 0o644);
    await writeFileAtomically(target, chunks("new"));
    expect(readFileSync(target, "utf8")).toBe("new");
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it("replaces a symlink instead of writing through it", async () => {
    const victim = path.join(dir, "victim.txt");
    writeFileSync(victim, "do not touch");
    const target = path.join(dir, "out.csv");
    symlinkSync(victim, target);
    await writeFileAtomically(target, chunks("export"));
    expect(readFileSync(victim, "utf8")).toBe("do not touch");
    expect(lstatSync(target).isSymbolicLink()).toBe(false);
    expect(readFileSync(target, "utf8")).toBe("export");
  });

  it("leaves the previous file and no temporary file behind when the export fails", async () => {
    const target = path.join(dir, "out.csv");
    writeFileSync(target, "yesterday's export");
    await expect(writeFileAtomically(target, failingAfter("half"))).rejects.toMatchObject({ code: "SQLITE_IOERR" });
    expect(readFileSync(target, "utf8")).toBe("yesterday's export");
    expect(readdirSync(dir)).toEqual(["out.csv"]);
  });

  it("reports a folder that does not exist", async () => {
    await expect(writeFileAtomically(path.join(dir, "missing", "out.csv"), chunks("x"))).rejects.toMatchObject({ code: "ENOENT" });
    expect(existsSync(path.join(dir, "missing"))).toBe(false);
  });
});
