import type { Root } from "mdast";

export declare const CALLOUT_KINDS: readonly ["note", "tip", "caution"];
export declare const DOCS_SLOTS: readonly ["cli-arguments", "template-genomes", "module-index"];
export declare function remarkDocsDirectives(): (tree: Root) => void;
