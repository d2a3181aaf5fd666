import { FileText, Folder } from "lucide-react";
import type { FolderSummary } from "@/domain/genome/project-files";

/**
 * A generated project's folders with their file counts, the files at its root on a last line: the
 * landing's first screen and its demo's preview draw a genome's project the same way.
 */
export function ProjectOutlineView({ outline, label, rootFiles }: { outline: FolderSummary; label: string; rootFiles: string }) {
  return (
    <ul aria-label={label} className="font-mono text-[12px] leading-5">
      {outline.folders.map((folder) => (
        <li key={folder.path} className="flex items-center gap-1.5" style={{ paddingLeft: `${folder.depth}rem` }}>
          <Folder aria-hidden className="size-3 shrink-0 text-primary-text" />
          <span className="truncate text-foreground">{folder.name}/</span>
          <span className="ml-auto pl-2 text-subtle">{folder.files}</span>
        </li>
      ))}
      {outline.rootFiles > 0 ? (
        <li className="flex items-center gap-1.5">
          <FileText aria-hidden className="size-3 shrink-0 text-subtle" />
          <span className="truncate text-muted">{rootFiles}</span>
        </li>
      ) : null}
    </ul>
  );
}
