import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { open, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { assertReplaceableTarget } from "./output-target";

/** Personal data: readable and writable by its owner only, whatever the umask or an older file's mode. */
export const PRIVATE_FILE_MODE = 0o600;

/** Rows are small: they are gathered into writes of about this many characters. */
const WRITE_SIZE = 64 * 1024;

/**
 * Writes `chunks` to `target` all at once or not at all. They go to a new temporary file beside
 * it (created exclusively with O_NOFOLLOW: never through a symlink, never over another file),
 * which is flushed to disk and then renamed over `target`. A reader never sees half a file, a
 * failed export leaves the previous file as it was, and the result is mode 0600 even when
 * `target` existed with another mode. If `target` is a symlink to a regular file, the link itself
 * is replaced: the file it pointed to is never written. A `target` that exists and is anything
 * else (a device, a FIFO, a directory, a link to one of those or to nothing) is refused before
 * anything is written, and checked again just before the rename.
 */
export async function writeFileAtomically(target: string, chunks: AsyncIterable<string>): Promise<void> {
  await assertReplaceableTarget(target);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  const file = await open(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, PRIVATE_FILE_MODE);
  let renamed = false;
  try {
    await file.chmod(PRIVATE_FILE_MODE);
    let pending = "";
    for await (const chunk of chunks) {
      pending += chunk;
      if (pending.length >= WRITE_SIZE) {
        await file.write(pending);
        pending = "";
      }
    }
    if (pending) await file.write(pending);
    await file.sync();
    await file.close();
    await assertReplaceableTarget(target);
    await rename(temporary, target);
    renamed = true;
  } finally {
    if (!renamed) {
      await file.close().catch(() => {});
      await unlink(temporary).catch(() => {});
    }
  }
}
