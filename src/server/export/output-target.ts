import { lstat, stat } from "node:fs/promises";
import type { Stats } from "node:fs";

/** `--out` names something the export must not replace; the message says what it is. */
export class OutputTargetError extends Error {
  constructor(
    readonly target: string,
    readonly kind: string,
  ) {
    super(
      `Refusing to write the export to ${target}: it exists and is ${kind}, not a regular file. ` +
        "Name a new file or an existing regular file, or leave out --out to write to standard output.",
    );
    this.name = "OutputTargetError";
  }
}

function describe(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isCharacterDevice()) return "a character device";
  if (stats.isBlockDevice()) return "a block device";
  if (stats.isFIFO()) return "a FIFO (named pipe)";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Passes when `target` does not exist, is a regular file, or is a symlink to a regular file (the
 * link is what gets replaced). A rename over a device, a FIFO or a link to `/proc/self/fd/1`
 * would swap the thing the operator meant (a terminal, a reader, another file) for a file.
 */
export async function assertReplaceableTarget(target: string): Promise<void> {
  let own: Stats;
  try {
    own = await lstat(target);
  } catch (error) {
    if (missing(error)) return;
    throw error;
  }
  if (own.isFile()) return;
  if (!own.isSymbolicLink()) throw new OutputTargetError(target, describe(own));
  let pointed: Stats;
  try {
    pointed = await stat(target);
  } catch (error) {
    if (missing(error)) throw new OutputTargetError(target, "a symbolic link to nothing");
    if ((error as NodeJS.ErrnoException).code === "ELOOP") throw new OutputTargetError(target, "a symbolic link that loops");
    throw error;
  }
  if (!pointed.isFile()) throw new OutputTargetError(target, `a symbolic link to ${describe(pointed)}`);
}
