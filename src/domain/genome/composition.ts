import type { GenomeId, ModuleId, ParameterValue } from "@/domain/catalog/catalog";

/**
 * What a visitor composes: the adapters they picked and what they changed from the catalogue's
 * defaults. Everything else (dependencies, integrators, the genome file) is derived from it by
 * resolve-composition.ts, the same code that writes the genome templates' files.
 */
export interface Composition {
  project: { name: string; description: string };
  /** The start point the visitor chose, kept for the URL and the page's wording; null for empty. */
  from: GenomeId | null;
  /** Adapters the visitor picked themselves, in catalogue order. */
  picked: ModuleId[];
  /** Per module, only the parameter values that differ from the module's defaults. */
  parameters: Partial<Record<ModuleId, Record<string, ParameterValue>>>;
  /** Per module, only the features whose on/off state differs from the module's default. */
  features: Partial<Record<ModuleId, Record<string, boolean>>>;
}

/** Why a module is in the resolved genome. */
export type ModuleReason =
  | { kind: "picked" }
  /** A dependency of these modules (of the resolution), e.g. Next.js for Vitest. */
  | { kind: "required"; by: ModuleId[] }
  /** An integrator whose whole group is present: "wires X with Y". */
  | { kind: "wires"; modules: ModuleId[] };

export interface ResolvedModule {
  id: ModuleId;
  reason: ModuleReason;
}

export interface Resolution {
  /** Every module of the genome in the order the CLI runs them: the framework, the other adapters, then the integrators, each in catalogue order. */
  modules: ResolvedModule[];
}

/** Something a change did on its own, announced to the visitor. */
export type AutomaticChange =
  | { kind: "added"; id: ModuleId; reason: Exclude<ModuleReason, { kind: "picked" }> }
  | { kind: "removed"; id: ModuleId }
  /** A single-choice group's previous pick was replaced by the new one. */
  | { kind: "replaced"; id: ModuleId; by: ModuleId };

/** A part of a shared link that named nothing the catalogue knows, shown to the visitor, then dropped. */
export type DroppedFromLink =
  | { kind: "module"; value: string }
  | { kind: "template"; value: string }
  | { kind: "parameter"; module: ModuleId; name: string }
  | { kind: "parameter-value"; module: ModuleId; name: string; value: string }
  | { kind: "feature"; module: ModuleId; name: string }
  /** A feature switch that was neither 0 nor 1. */
  | { kind: "feature-value"; module: ModuleId; name: string; value: string }
  /** Settings for a module the composition does not contain. */
  | { kind: "not-picked"; module: ModuleId }
  /** A second adapter of a single-choice group: the first one named is kept. */
  | { kind: "single-choice"; module: ModuleId; kept: ModuleId }
  /** A project name that is not a valid package name (lower-case letters, digits and dashes). */
  | { kind: "project-name"; value: string }
  /** A query key the composer does not use. */
  | { kind: "key"; value: string };
