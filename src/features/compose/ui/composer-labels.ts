import type { AdapterGroup, GenomeId, ModuleId } from "@/domain/catalog/catalog";
import type { CopyButtonLabels } from "@/components/ui/copy-button";
import type { IslandMessages } from "@/i18n/island-messages";
import type { CountMessage } from "@/i18n/message-template";
import type { ModuleCountLabels } from "@/features/genome/module-count-format";
import type { ModuleOutcome } from "@/domain/cli/cli-run-results";

type ComposerMessages = IslandMessages<"Composer">;

/**
 * Every string the composer shows: the Composer messages as the message files write them, with
 * `{name}`-style placeholders filled in the browser by fillTemplate, and what the server works out
 * for it: the ComposerCounts and ModuleCount plurals, worded in the browser by formatCount; the
 * copy buttons' words; the CLI command with `{file}` to fill.
 */
export type ComposerLabels = Omit<ComposerMessages, "picker" | "settings" | "outputs" | "runs"> & {
  picker: Omit<ComposerMessages["picker"], "singleChoice"> & {
    /** Why a single-choice group takes one adapter, per such group. */
    singleChoice: Partial<Record<AdapterGroup, string>>;
  };
  settings: ComposerMessages["settings"] & {
    /** Worded with the number of values changed from the defaults. */
    changed: CountMessage;
  };
  outputs: Omit<ComposerMessages["outputs"], "copyLink"> & {
    copy: CopyButtonLabels;
    copyLink: CopyButtonLabels;
    /** The CLI command with `{file}` left to fill in, e.g. `architech new --genome {file}`. */
    command: string;
    /** The genome's module count, split into adapters chosen and integrators wired. */
    count: ModuleCountLabels;
  };
  runs: ComposerMessages["runs"] & {
    /** Worded with the number of modules of the genome that fail. */
    warningDescription: CountMessage;
    /** Each outcome's words: "Fails at state B"... */
    outcomes: Record<ModuleOutcome, string>;
    /** Worded with the number of modules of the genome that fail. */
    failing: CountMessage;
    /** Worded with the number of files a module's run added or changed. */
    files: CountMessage;
    /** Worded with the number of files of the framework's run (its whole project). */
    frameworkFiles: CountMessage;
    /** Worded with the number of files a module wrote before another module of its genome stopped the run. */
    filesBeforeStop: CountMessage;
  };
};

/** What a module's own recorded run at state B gave (facts/cli-runs.json), as the composer shows it. */
export interface ComposerModuleRun {
  outcome: ModuleOutcome;
  /** The CLI's first error as it printed it (never translated); null unless it fails. */
  firstError: string | null;
  /** What the module itself wrote (the framework: its whole project), or wrote before its run stopped. */
  files: string[];
}

/** A start point as the composer offers it. */
export interface ComposerTemplate {
  id: GenomeId;
  name: string;
  /** The template's description in the page's language: its genome file's project description. */
  description: string;
  /** What it installs, as its card and page say it. */
  moduleCount: string;
}

/** Adapter groups in the order the picker shows them, each with its name in the page's language. */
export interface ComposerGroup {
  id: AdapterGroup;
  label: string;
}

export interface GenomeComposerProps {
  /** BCP 47 tag of the page, for lists such as "Vitest and next-intl". */
  locale: string;
  /** The page's title and its one line, which open the composer's first column. */
  heading: { title: string; lead: string };
  groups: ComposerGroup[];
  templates: ComposerTemplate[];
  /** Each adapter's one-line description in the page's language (module names are the catalogue's). */
  descriptions: Partial<Record<ModuleId, string>>;
  /** Each module's named features in the page's language, by feature id (an unnamed one shows its id). */
  featureNames: Partial<Record<ModuleId, Record<string, string>>>;
  /** Each module's own recorded run at state B. */
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  labels: ComposerLabels;
}
