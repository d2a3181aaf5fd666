import type { AdapterGroup, GenomeId, MarketplaceModule, ModuleId, ParameterValue } from "@/domain/catalog/catalog";
import { integratorsFor } from "@/domain/catalog/catalog-graph";
import { genomeRecord, moduleRecord } from "@/domain/catalog/catalog-records";
import { moduleIds } from "@/domain/catalog/catalog-ids";
import { inRunOrder, isDefaultParameterValue, isFeatureOnByDefault } from "@/domain/genome/genome-definition";
import type { AutomaticChange, Composition, Resolution, ResolvedModule } from "./composition";
import { isValidParameterValue } from "./parameter-values";
import { defaultProjectName } from "./project-name";
import { isSingleChoiceGroup } from "./single-choice-groups";

export interface CompositionChange {
  composition: Composition;
  /** What the change did on its own, for the composer to announce. */
  changes: AutomaticChange[];
}

const catalogueIndex = new Map<string, number>(moduleIds.map((id, index) => [id, index]));

function inCatalogueOrder(ids: Iterable<ModuleId>): ModuleId[] {
  return [...new Set(ids)].sort((a, b) => catalogueIndex.get(a)! - catalogueIndex.get(b)!);
}

/** The adapter group of a module, or null for an integrator. */
export function adapterGroupOf(id: ModuleId): AdapterGroup | null {
  const module = moduleRecord(id);
  return module.category === "adapter" ? module.group : null;
}

function isAdapter(id: ModuleId): boolean {
  return adapterGroupOf(id) !== null;
}

/**
 * The modules of the genome a composition describes: the picked adapters, the adapters they
 * require (transitively, each with the modules that require it), then every integrator whose whole
 * group is present, and no other; in the order the CLI runs them (the framework first, then the
 * other adapters in catalogue order, then the integrators).
 */
export function resolveComposition(c: Composition): Resolution {
  const picked = new Set(c.picked.filter(isAdapter));
  const requiredBy = new Map<ModuleId, ModuleId[]>();
  const present = new Set<ModuleId>(picked);
  const queue = [...picked];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const dependency of moduleRecord(id).dependencies) {
      requiredBy.set(dependency, [...(requiredBy.get(dependency) ?? []), id]);
      if (present.has(dependency)) continue;
      present.add(dependency);
      queue.push(dependency);
    }
  }
  const adapters = inCatalogueOrder(present).map<ResolvedModule>((id) =>
    picked.has(id) ? { id, reason: { kind: "picked" } } : { id, reason: { kind: "required", by: inCatalogueOrder(requiredBy.get(id) ?? []) } },
  );
  const integrators = integratorsFor(present).map<ResolvedModule>((integrator) => ({
    id: integrator.id,
    reason: { kind: "wires", modules: [...integrator.group] },
  }));
  return { modules: inRunOrder([...adapters, ...integrators]) };
}

export function resolvedIds(resolution: Resolution): ModuleId[] {
  return resolution.modules.map((module) => module.id);
}

/** What changed on its own between two resolutions: modules that left, and modules that came without being picked. */
export function resolutionChanges(before: Resolution, after: Resolution): AutomaticChange[] {
  const had = new Set(resolvedIds(before));
  const has = new Set(resolvedIds(after));
  const removed = before.modules.filter((module) => !has.has(module.id)).map<AutomaticChange>((module) => ({ kind: "removed", id: module.id }));
  const added = after.modules.flatMap<AutomaticChange>((module) =>
    had.has(module.id) || module.reason.kind === "picked" ? [] : [{ kind: "added", id: module.id, reason: module.reason }],
  );
  return [...removed, ...added];
}

/** Every module a module requires, directly or through others. */
function requirementsOf(id: ModuleId, seen = new Set<ModuleId>()): Set<ModuleId> {
  for (const dependency of moduleRecord(id).dependencies) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    requirementsOf(dependency, seen);
  }
  return seen;
}

/**
 * The adapters of the composition (picked, or present because another needs them) that need a
 * module, directly or transitively, in catalogue order: "Vitest and next-intl need Next.js".
 * Integrators are left out: they leave on their own when their group is no longer complete.
 */
export function dependentsOf(c: Composition, id: ModuleId): ModuleId[] {
  return resolvedIds(resolveComposition(c)).filter((other) => other !== id && isAdapter(other) && requirementsOf(other).has(id));
}

function sameKeys<T>(record: Partial<Record<ModuleId, T>>, keep: (id: ModuleId) => boolean): Partial<Record<ModuleId, T>> {
  return Object.fromEntries(Object.entries(record).filter(([id]) => keep(id as ModuleId))) as Partial<Record<ModuleId, T>>;
}

/** Keeps only settings of modules still in the composition's genome. */
function withSettingsOfResolution(c: Composition): Composition {
  const present = new Set(resolvedIds(resolveComposition(c)));
  return { ...c, parameters: sameKeys(c.parameters, (id) => present.has(id)), features: sameKeys(c.features, (id) => present.has(id)) };
}

function changeTo(before: Composition, picked: ModuleId[], announced: AutomaticChange[], silent: ReadonlySet<ModuleId>): CompositionChange {
  const composition = withSettingsOfResolution({ ...before, picked: inCatalogueOrder(picked) });
  const changes = resolutionChanges(resolveComposition(before), resolveComposition(composition)).filter((change) => !silent.has(change.id));
  return { composition, changes: [...announced, ...changes] };
}

/**
 * Adds an adapter. In a single-choice group it replaces the module of that group already there,
 * and the modules that needed the replaced one leave with it; all of it is in `changes`.
 * Integrators are never picked: they come with their group.
 */
export function pickModule(c: Composition, id: ModuleId): CompositionChange {
  const group = adapterGroupOf(id);
  if (group === null || c.picked.includes(id)) return { composition: c, changes: [] };
  const previous = isSingleChoiceGroup(group)
    ? resolvedIds(resolveComposition(c)).find((other) => other !== id && adapterGroupOf(other) === group)
    : undefined;
  if (previous === undefined) return changeTo(c, [...c.picked, id], [], new Set([id]));
  const leaving = new Set([previous, ...dependentsOf(c, previous)]);
  return changeTo(c, [...c.picked.filter((other) => !leaving.has(other)), id], [{ kind: "replaced", id: previous, by: id }], new Set([id, previous]));
}

/**
 * Removes a module and, with `withDependents`, the modules that need it. Without it, a module that
 * others need stays (ask first with `dependentsOf`); so a module present only because another
 * requires it leaves only with its dependents.
 */
export function unpickModule(c: Composition, id: ModuleId, { withDependents }: { withDependents: boolean }): CompositionChange {
  const dependents = dependentsOf(c, id);
  if (!resolvedIds(resolveComposition(c)).includes(id) || (dependents.length > 0 && !withDependents)) return { composition: c, changes: [] };
  const leaving = new Set([id, ...dependents]);
  return changeTo(c, c.picked.filter((other) => !leaving.has(other)), [], new Set([id]));
}

function withEntry<T>(record: Partial<Record<ModuleId, Record<string, T>>>, id: ModuleId, name: string, value: T | undefined) {
  const entries = { ...record[id] };
  if (value === undefined) delete entries[name];
  else entries[name] = value;
  const next = { ...record };
  if (Object.keys(entries).length === 0) delete next[id];
  else next[id] = entries;
  return next;
}

function isInGenome(c: Composition, id: ModuleId): boolean {
  return resolvedIds(resolveComposition(c)).includes(id);
}

/**
 * Sets a parameter of a module of the genome; its default value removes the entry (only
 * differences are kept). A value that does not fit the parameter (isValidParameterValue) changes nothing.
 */
export function setParameter(c: Composition, id: ModuleId, name: string, value: ParameterValue): Composition {
  const parameter = moduleRecord(id).parameters.find((candidate) => candidate.name === name);
  if (!parameter || !isValidParameterValue(parameter, value) || !isInGenome(c, id)) return c;
  return { ...c, parameters: withEntry(c.parameters, id, name, isDefaultParameterValue(parameter, value) ? undefined : value) };
}

/** Turns a feature of a module of the genome on or off; its default state removes the entry. */
export function setFeature(c: Composition, id: ModuleId, featureId: string, on: boolean): Composition {
  const module = moduleRecord(id);
  const feature = module.features.find((candidate) => candidate.id === featureId);
  if (!feature || !isInGenome(c, id)) return c;
  return { ...c, features: withEntry(c.features, id, featureId, on === isFeatureOnByDefault(module, feature) ? undefined : on) };
}

/** An empty composition. */
export function emptyComposition(project: Partial<Composition["project"]> = {}): Composition {
  return { project: { name: project.name ?? defaultProjectName(null), description: project.description ?? "" }, from: null, picked: [], parameters: {}, features: {} };
}

/** A template's composition: its adapters picked, everything else derived. */
export function compositionFromTemplate(id: GenomeId, project: Partial<Composition["project"]> = {}): Composition {
  const adapters = genomeRecord(id).modules.filter(isAdapter);
  return {
    project: { name: project.name ?? defaultProjectName(id), description: project.description ?? "" },
    from: id,
    picked: inCatalogueOrder(adapters),
    parameters: {},
    features: {},
  };
}

function pickedRespectingSingleChoice(picked: readonly ModuleId[]): ModuleId[] {
  const taken = new Set<AdapterGroup>();
  return picked.filter((id) => {
    const group = adapterGroupOf(id);
    if (group === null) return false;
    if (!isSingleChoiceGroup(group)) return true;
    if (taken.has(group)) return false;
    taken.add(group);
    return true;
  });
}

/**
 * The one form of a composition: adapters only, each once, in catalogue order, the first of a
 * single-choice group kept; settings only for modules of the genome, only known names, only
 * values that differ from the defaults.
 */
export function canonicalComposition(c: Composition): Composition {
  let composition: Composition = { ...c, picked: inCatalogueOrder(pickedRespectingSingleChoice(c.picked)), parameters: {}, features: {} };
  for (const [id, values] of Object.entries(c.parameters)) {
    for (const [name, value] of Object.entries(values ?? {})) composition = setParameter(composition, id as ModuleId, name, value);
  }
  for (const [id, values] of Object.entries(c.features)) {
    for (const [name, on] of Object.entries(values ?? {})) composition = setFeature(composition, id as ModuleId, name, on);
  }
  return composition;
}

/** A module of the catalogue by id, for the composer's wording (the browser-safe records). */
export function moduleOf(id: ModuleId): MarketplaceModule {
  return moduleRecord(id);
}
