import type { CopyButtonLabels } from "@/components/ui/copy-button";
import type { IslandMessages } from "@/i18n/island-messages";

type DemoMessages = IslandMessages<
  "Landing.demo",
  // The section's own heading (server-rendered), the matching's keywords, and what is formatted here.
  "eyebrow" | "title" | "description" | "templates" | "capabilities" | "status" | "copyGenome" | "structureCount" | "runVariant"
>;

/**
 * Every string the demo shows: the Landing.demo messages as written, with what the server works
 * out (the copy button's words, the composer's address, each template's count and completion).
 */
export type DemoLabels = DemoMessages & {
  status: { idle: string; running: string; paused: string };
  /** Each adapter group's name, looked up by a module's group. */
  groups: Record<string, string>;
  copyGenome: CopyButtonLabels;
  /** The composer's localized URL for a template, with `{id}` to fill in. */
  composerHref: string;
  /** The preview's list of folders, named as on the first screen. */
  foldersLabel: string;
  /** The genome page's run section for a template, with `{id}` to fill in. */
  runHref: string;
  /**
   * Per template: the formatted module count, completion message, and what its recorded run made
   * (ICU plurals stay on the server): files written, files at the root, modules applied, the files
   * its modules added, and which variant ran when the genome as written fails ("" when it runs).
   */
  perTemplate: Record<string, { moduleCount: string; complete: string; files: string; rootFiles: string; applied: string; added: string; variant: string }>;
};
