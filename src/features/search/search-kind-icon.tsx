import { Blocks, BookOpen, Dna, FileText, Hash } from "lucide-react";
import type { PageKind } from "@/lib/page-kind";

const icons = { page: FileText, docs: BookOpen, module: Blocks, genome: Dna } as const satisfies Record<PageKind, unknown>;

/** The icon before a result: its kind, or a section mark for a section of a page. */
export function SearchKindIcon({ kind, section = false }: { kind: PageKind; section?: boolean }) {
  const Icon = section ? Hash : icons[kind];
  return <Icon aria-hidden className="size-4 shrink-0 text-subtle" />;
}
