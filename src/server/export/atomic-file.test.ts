import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileAtomically } from "./atomic-file";
import { OutputTargetError } from "./output-target";

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

  it("refuses a FIFO and leaves it, and nothing else, in place", async () => {
    const target = path.join(dir, "pipe");
    execFileSync("mkfifo", [target]);
    await expect(writeFileAtomically(target, chunks("export"))).rejects.toThrow(
      new OutputTargetError(target, "a FIFO (named pipe)"),
    );
    expect(lstatSync(target).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(["pipe"]);
  });

  it("refuses a directory", async () => {
    const target = path.join(dir, "folder");
    mkdirSync(target);
    await expect(writeFileAtomically(target, chunks("export"))).rejects.toThrow(/exists and is a directory, not a regular file/);
    expect(statSync(target).isDirectory()).toBe(true);
  });

  it("refuses a link to a character device, such as /proc/self/fd/1 or /dev/null, and keeps the link", async () => {
    // This process's standard output is a terminal or a pipe, unless a run sends it to a file.
    const stdoutIsFile = statSync("/proc/self/fd/1").isFile();
    const links = [["null-link", "/dev/null"], ...(stdoutIsFile ? [] : [["stdout-link", "/proc/self/fd/1"]])];
    for (const [name, pointed] of links as [string, string][]) {
      const target = path.join(dir, name);
      symlinkSync(pointed, target);
      await expect(writeFileAtomically(target, chunks("export")), name).rejects.toBeInstanceOf(OutputTargetError);
      expect(lstatSync(target).isSymbolicLink()).toBe(true);
    }
    const nullLink = path.join(dir, "null-link");
    await expect(writeFileAtomically(nullLink, chunks("x"))).rejects.toThrow(/is a symbolic link to a character device, not a regular file/);
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(links.map(([name]) => name).sort());
  });

  it("refuses a link to a directory, a dangling link and a link loop", async () => {
    mkdirSync(path.join(dir, "folder"));
    symlinkSync(path.join(dir, "folder"), path.join(dir, "to-folder"));
    symlinkSync(path.join(dir, "gone"), path.join(dir, "dangling"));
    symlinkSync(path.join(dir, "loop"), path.join(dir, "loop"));
    await expect(writeFileAtomically(path.join(dir, "to-folder"), chunks("x"))).rejects.toThrow(/a symbolic link to a directory/);
    await expect(writeFileAtomically(path.join(dir, "dangling"), chunks("x"))).rejects.toThrow(/a symbolic link to nothing/);
    await expect(writeFileAtomically(path.join(dir, "loop"), chunks("x"))).rejects.toThrow(/a symbolic link that loops/);
    expect(existsSync(path.join(dir, "gone"))).toBe(false);
  });

  it("refuses a character device itself (where this user may create one)", async (context) => {
    const target = path.join(dir, "device");
    try {
      execFileSync("mknod", [target, "c", "1", "3"], { stdio: "ignore" });
    } catch {
      context.skip("mknod is not permitted here; the link to /dev/null above covers the check");
    }
    await expect(writeFileAtomically(target, chunks("x"))).rejects.toThrow(new OutputTargetError(target, "a character device"));
    expect(lstatSync(target).isCharacterDevice()).toBe(true);
  });

  it("reports a folder that does not exist", async () => {
    await expect(writeFileAtomically(path.join(dir, "missing", "out.csv"), chunks("x"))).rejects.toMatchObject({ code: "ENOENT" });
    expect(existsSync(path.join(dir, "missing"))).toBe(false);
  });
});
