import { File, Folder } from "lucide-react";
import { cn } from "@/lib/utils";
import type { FileTreeNode } from "../provided-files";

function Nodes({ nodes, depth }: { nodes: readonly FileTreeNode[]; depth: number }) {
  return nodes.map((node) => {
    const directory = node.children.length > 0;
    const Icon = directory ? Folder : File;
    return (
      <li key={node.path}>
        <span className="flex items-center gap-2 whitespace-nowrap" style={{ paddingLeft: `${depth * 1.1}rem` }}>
          <Icon aria-hidden className={cn("size-3.5 shrink-0", directory ? "text-primary-text" : "text-subtle")} />
          <span className={directory ? "text-foreground" : "text-muted"}>
            {node.name}
            {directory ? "/" : ""}
          </span>
        </span>
        {directory ? (
          <ul>
            <Nodes nodes={node.children} depth={depth + 1} />
          </ul>
        ) : null}
      </li>
    );
  });
}

/** The files the genome's modules write, as nested lists: folders first, each level by name. */
export function FileTree({ tree, label }: { tree: readonly FileTreeNode[]; label: string }) {
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tree scrolls: keyboard users must reach it to scroll it
      tabIndex={0}
      role="group"
      aria-label={label}
      className="max-h-80 overflow-auto rounded-lg border border-border bg-terminal p-3 font-mono text-[12.5px] leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <ul data-file-tree="">
        <Nodes nodes={tree} depth={0} />
      </ul>
    </div>
  );
}
