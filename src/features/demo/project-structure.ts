
export interface TreeLine {
  /** Full path, unique: a stable key. */
  path: string;
  name: string;
  depth: number;
  directory: boolean;
}

/** The files of a template's run that a run of the framework alone does not write: what its modules added. */
export function addedFiles(files: readonly string[], frameworkFiles: readonly string[]): string[] {
  const framework = new Set(frameworkFiles);
  return files.filter((file) => !framework.has(file));
}

interface Node {
  children: Map<string, Node>;
  file: boolean;
}

/** A file tree as indented lines, folders before files, each level sorted by name. */
export function fileTree(files: readonly string[]): TreeLine[] {
  const root: Node = { children: new Map(), file: false };
  for (const file of files) {
    let node = root;
    const parts = file.split("/").filter(Boolean);
    for (const [index, part] of parts.entries()) {
      let child = node.children.get(part);
      if (!child) {
        child = { children: new Map(), file: false };
        node.children.set(part, child);
      }
      if (index === parts.length - 1) child.file = true;
      node = child;
    }
  }
  const lines: TreeLine[] = [];
  const walk = (node: Node, prefix: string, depth: number) => {
    const entries = [...node.children.entries()].sort(([nameA, a], [nameB, b]) => {
      const dirA = a.children.size > 0;
      const dirB = b.children.size > 0;
      if (dirA !== dirB) return dirA ? -1 : 1;
      return nameA.localeCompare(nameB, "en");
    });
    for (const [name, child] of entries) {
      const path = prefix ? `${prefix}/${name}` : name;
      const directory = child.children.size > 0;
      lines.push({ path, name, depth, directory });
      if (directory) walk(child, path, depth + 1);
    }
  };
  walk(root, "", 0);
  return lines;
}
