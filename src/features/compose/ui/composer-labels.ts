import type { AdapterGroup, GenomeId, ModuleId } from "@/domain/catalog/catalog";
import type { CopyButtonLabels } from "@/components/ui/copy-button";

/**
 * Every string the composer shows, translated on the server. Strings that name something
 * (`{name}`, `{by}`) are filled in the browser with fillTemplate; counts come resolved for every
 * possible number (index = count), so no ICU formatter ships with the island.
 */
export interface ComposerLabels {
  start: { title: string; empty: string; emptyDescription: string };
  project: {
    title: string;
    name: string;
    nameHint: string;
    nameError: string;
    description: string;
    descriptionPlaceholder: string;
  };
  picker: {
    search: string;
    searchPlaceholder: string;
    /** `{query}` */
    noResults: string;
    none: string;
    /** Why a single-choice group takes one adapter, per such group. */
    singleChoice: Partial<Record<AdapterGroup, string>>;
    anyNumber: string;
  };
  reasons: {
    picked: string;
    /** `{by}` requires `{name}`, one module and several. */
    requiredOne: string;
    requiredMany: string;
    /** `{first}` with `{rest}` */
    wires: string;
  };
  removal: {
    /** `{name}` is needed by `{others}` */
    needed: string;
    /** `{others}` */
    removeToo: string;
    /** `{name}` */
    keep: string;
  };
  changes: {
    title: string;
    /** `{name}` added, needed by `{by}` */
    addedRequired: string;
    /** `{name}` added, it wires `{first}` with `{rest}` */
    addedWires: string;
    /** `{name}` */
    removed: string;
    /** `{by}` replaces `{name}` */
    replaced: string;
    dismiss: string;
  };
  wiring: { title: string; description: string; empty: string; integrators: string; dependencies: string };
  /** Headings of the composer's parts. */
  sections: { start: string; adapters: string; adaptersDescription: string; settings: string; outputs: string };
  settings: {
    description: string;
    empty: string;
    /** Index = number of values changed from the defaults. */
    changed: string[];
    parameters: string;
    features: string;
    nothing: string;
    /** `{value}` */
    defaultValue: string;
    listHint: string;
    numberError: string;
    requiredError: string;
  };
  outputs: {
    genomeLabel: string;
    copy: CopyButtonLabels;
    download: string;
    /** `{file}` */
    downloadLabel: string;
    commandTitle: string;
    commandDescription: string;
    /** The CLI command with `{file}` left to fill in, e.g. `architech new {file}`. */
    command: string;
    commandLabel: string;
    filesTitle: string;
    filesDescription: string;
    filesEmpty: string;
    filesLabel: string;
    summaryTitle: string;
    /** Index = module count. */
    modules: string[];
    adapters: string[];
    integrators: string[];
    capabilitiesLabel: string;
    integratorsRow: string;
    noCapability: string;
    shareTitle: string;
    shareDescription: string;
    copyLink: CopyButtonLabels;
  };
  dropped: {
    title: string;
    description: string;
    /** `{value}` */
    module: string;
    template: string;
    /** `{name}`, `{module}` (and `{value}` for a value) */
    parameter: string;
    parameterValue: string;
    feature: string;
    featureValue: string;
    /** `{module}`, `{kept}` */
    singleChoice: string;
    projectName: string;
    key: string;
    notPicked: string;
    dismiss: string;
  };
}

/** A start point as the composer offers it. */
export interface ComposerTemplate {
  id: GenomeId;
  name: string;
  /** The template's description in the page's language: its genome file's project description. */
  description: string;
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
  groups: ComposerGroup[];
  templates: ComposerTemplate[];
  /** Each adapter's one-line description in the page's language (module names are the catalogue's). */
  descriptions: Partial<Record<ModuleId, string>>;
  labels: ComposerLabels;
}
