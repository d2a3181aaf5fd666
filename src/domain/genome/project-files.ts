/** A folder of the project, down to a depth, with the number of files in it and under it. */
export interface FolderLine {
  /** From the project's root, e.g. `src/lib`: unique, usable as a key. */
  path: string;
  name: string;
  /** 0 for a top-level folder. */
  depth: number;
  files: number;
}

export interface FolderSummary {
  folders: FolderLine[];
  /** Files that sit at the project's root, in no folder. */
  rootFiles: number;
  total: number;
}

/**
 * A project's files folded into its folders down to `depth` levels (2: `src/app`, `src/lib`...), each
 * with how many files it holds: a tree of a few lines where the whole one runs to hundreds. Folders
 * come in path order, so each is followed by its subfolders.
 */
export function folderSummary(files: readonly string[], depth = 2): FolderSummary {
  const counts = new Map<string, number>();
  let rootFiles = 0;
  for (const file of files) {
    const folders = file.split("/").slice(0, -1);
    if (folders.length === 0) rootFiles += 1;
    folders.slice(0, depth).forEach((_, index) => {
      const path = folders.slice(0, index + 1).join("/");
      counts.set(path, (counts.get(path) ?? 0) + 1);
    });
  }
  const folders = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, count]) => ({ path, name: path.slice(path.lastIndexOf("/") + 1), depth: path.split("/").length - 1, files: count }));
  return { folders, rootFiles, total: files.length };
}

/**
 * A project's outline: its top-level folders, and those of `src`, which say what the app is made of
 * (the others hold tests, scripts and configuration).
 */
export function projectOutline(files: readonly string[]): FolderSummary {
  const summary = folderSummary(files, 2);
  return { ...summary, folders: summary.folders.filter((folder) => folder.depth === 0 || folder.path.startsWith("src/")) };
}
