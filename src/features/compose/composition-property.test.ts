import { evaluateGenome } from "@/test/evaluate-genome";
import { describe, expect, it } from "vitest";
import type { MarketplaceModule, ModuleId, ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { genomeIds } from "@/domain/catalog/catalog-ids";
import { moduleRecord, moduleRecords } from "@/domain/catalog/catalog-records";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import type { Composition } from "@/domain/genome/composition";
import { compositionGenome } from "@/domain/genome/composition-genome";
import { compositionFromGenome } from "@/test/composition-from-genome";
import { decodeComposition, encodeComposition } from "./composition-url";
import {
  adapterGroupOf,
  canonicalComposition,
  compositionFromTemplate,
  emptyComposition,
  pickModule,
  resolveComposition,
  resolvedIds,
  setFeature,
  setParameter,
  unpickModule,
} from "@/domain/genome/resolve-composition";
import { isSingleChoiceGroup } from "@/domain/genome/single-choice-groups";

/** Selections built by random picks and removals, and as many random raw selections made canonical. */
const RUNS = 1000;

/** mulberry32: a small seeded generator, so a failure reproduces. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20_250_613);
const chance = (p: number) => random() < p;
const oneOf = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const someOf = <T,>(items: readonly T[], p: number): T[] => items.filter(() => chance(p));

const adapters = moduleRecords.filter((module) => module.category === "adapter").map((module) => module.id);
const integrators = moduleRecords.filter((module) => module.category === "integrator");
const textPieces = ["a", "Z", "0", " ", ",", "&", "=", "+", "%", "?", "#", "/", ".", "é", "日本", "'", '"', "\\", "-"];
const randomText = () => Array.from({ length: Math.floor(random() * 8) }, () => oneOf(textPieces)).join("");

function randomValue(parameter: ModuleParameter): ParameterValue {
  switch (parameter.type) {
    case "boolean":
      return chance(0.5);
    case "number":
      return oneOf([0, 1, 3306, 5432, -7, 2.5]);
    case "array":
      return parameter.choices ? someOf(parameter.choices, 0.5) : Array.from({ length: Math.floor(random() * 4) }, randomText);
    default:
      return parameter.choices ? oneOf(parameter.choices) : randomText();
  }
}

function withRandomSettings(c: Composition): Composition {
  let composition = c;
  for (const id of resolvedIds(resolveComposition(c))) {
    const module: MarketplaceModule = moduleRecord(id);
    for (const parameter of someOf(module.parameters, 0.3)) composition = setParameter(composition, id, parameter.name, randomValue(parameter));
    for (const feature of someOf(module.features, 0.2)) composition = setFeature(composition, id, feature.id, chance(0.5));
  }
  return { ...composition, project: { name: oneOf(["my-app", "shop", "a-1", "x"]), description: randomText() } };
}

/** A selection made as a visitor would: a start point, then random picks and removals. */
function composedSelection(): Composition {
  let c = chance(0.3) ? compositionFromTemplate(oneOf(genomeIds)) : emptyComposition();
  for (let step = Math.floor(random() * 10); step > 0; step--) {
    const present = resolvedIds(resolveComposition(c));
    const result =
      chance(0.7) || present.length === 0
        ? pickModule(c, oneOf(adapters))
        : unpickModule(c, oneOf(present), { withDependents: chance(0.5) });
    const after = new Set(resolvedIds(resolveComposition(result.composition)));
    for (const change of result.changes) {
      if (change.kind === "added") expect(after.has(change.id)).toBe(true);
      else expect(after.has(change.id)).toBe(false);
    }
    c = result.composition;
  }
  return withRandomSettings(c);
}

/** Any list of ids, integrators and clashes included, made canonical. */
function rawSelection(): Composition {
  const picked = someOf(moduleRecords, 0.25).map((module) => module.id).sort(() => random() - 0.5);
  return withRandomSettings(canonicalComposition({ ...emptyComposition(), picked }));
}


function checkInvariants(c: Composition): void {
  const resolution = resolveComposition(c);
  const ids = resolvedIds(resolution);
  const present = new Set<ModuleId>(ids);
  expect(ids.length).toBe(present.size);
  for (const id of ids) for (const dependency of moduleRecord(id).dependencies) expect(present.has(dependency), `${id} needs ${dependency}`).toBe(true);
  for (const integrator of integrators) {
    expect(present.has(integrator.id), integrator.id).toBe(integrator.group.every((member) => present.has(member)));
  }
  const groups = ids.map(adapterGroupOf).filter((group) => group !== null && isSingleChoiceGroup(group));
  expect(new Set(groups).size).toBe(groups.length);
  for (const id of c.picked) expect(moduleRecord(id).category).toBe("adapter");

  const genome = compositionGenome(c);
  const back = compositionFromGenome(evaluateGenome(genomeToTypeScript(genome)));
  expect(resolvedIds(resolveComposition(back))).toEqual(ids);
  expect(back.parameters).toEqual(c.parameters);
  expect(back.features).toEqual(c.features);
  expect(compositionGenome(back)).toEqual(genome);

  expect(decodeComposition(encodeComposition(c))).toEqual({ composition: c, dropped: [] });
}

const BATCHES = 10;

describe("any selection keeps every invariant, and its genome and link read back to it", () => {
  // In batches, so each stays well within the test timeout on a busy machine.
  it.each(Array.from({ length: BATCHES }, (_, batch) => batch + 1))(`batch %i of ${BATCHES}: ${RUNS / BATCHES} composed + ${RUNS / BATCHES} raw selections`, () => {
    let checked = 0;
    for (let run = 0; run < RUNS / BATCHES; run++) {
      checkInvariants(composedSelection());
      checkInvariants(rawSelection());
      checked += 2;
    }
    expect(checked).toBe((2 * RUNS) / BATCHES);
  });
});
