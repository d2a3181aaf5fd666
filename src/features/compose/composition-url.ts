import type { ModuleId, ModuleParameter, ParameterValue } from "@/domain/catalog/catalog";
import { moduleRecord, moduleRecords } from "@/domain/catalog/catalog-records";
import { genomeIds, type GenomeId } from "@/domain/catalog/catalog-ids";
import type { Composition, DroppedFromLink } from "@/domain/genome/composition";
import { moduleKey } from "./compose-link";
import { isValidParameterValue } from "@/domain/genome/parameter-values";
import { defaultProjectName, isValidProjectName } from "@/domain/genome/project-name";
import { adapterGroupOf, canonicalComposition, compositionFromTemplate, emptyComposition, resolveComposition, resolvedIds } from "@/domain/genome/resolve-composition";

/*
 * A composition as a query string, with short keys that stay stable:
 *   from=saas-starter            the start point (alone, it means the template's selection)
 *   m=nextjs,drizzle,better-auth the picked adapters (short names), replacing the template's
 *   name=my-shop&desc=A+shop     the project, when it differs from the start point's
 *   p.drizzle.provider=supabase  a parameter that differs from its default (lists comma-joined)
 *   f.drizzle.seeding=1          a feature turned on (1) or off (0) against its default
 */

/** The project description a start point has when the visitor changed nothing (the page's wording). */
export type DefaultDescription = (from: GenomeId | null) => string;
const noDescription: DefaultDescription = () => "";


const moduleByKey = new Map<string, ModuleId>(moduleRecords.flatMap((module) => [[module.id, module.id] as const, [moduleKey(module.id), module.id] as const]));

function encode(text: string): string {
  return encodeURIComponent(text).replaceAll("%20", "+");
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return text;
  }
}

/** Lists keep their commas readable; a comma inside an item is escaped. */
function encodeList(items: readonly string[]): string {
  return items.map(encode).join(",");
}

function decodeList(raw: string): string[] {
  return raw === "" ? [] : raw.split(",").map(decode);
}

function encodeValue(value: ParameterValue): string {
  if (Array.isArray(value)) return encodeList(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return encode(String(value));
}

function decodeBoolean(raw: string): boolean | undefined {
  return raw === "1" ? true : raw === "0" ? false : undefined;
}

/** The value a link gives a parameter, or undefined when it does not fit the parameter. */
function decodeValue(parameter: ModuleParameter, raw: string): ParameterValue | undefined {
  const text = decode(raw);
  let value: ParameterValue | undefined;
  if (parameter.type === "array") value = decodeList(raw);
  else if (parameter.type === "boolean") value = decodeBoolean(raw);
  else if (parameter.type === "number") value = text.trim() === "" ? undefined : Number(text);
  else value = text;
  return value !== undefined && isValidParameterValue(parameter, value) ? value : undefined;
}

/** The query string (without "?") of a composition, in a stable order. */
export function encodeComposition(c: Composition, defaultDescription: DefaultDescription = noDescription): string {
  const canonical = canonicalComposition(c);
  const pairs: [string, string][] = [];
  if (canonical.from) pairs.push(["from", canonical.from]);
  if (canonical.project.name !== defaultProjectName(canonical.from)) pairs.push(["name", encode(canonical.project.name)]);
  if (canonical.project.description !== defaultDescription(canonical.from)) pairs.push(["desc", encode(canonical.project.description)]);
  const startPicks = canonical.from ? compositionFromTemplate(canonical.from).picked : [];
  if (canonical.picked.join() !== startPicks.join()) pairs.push(["m", canonical.picked.map(moduleKey).join(",")]);
  for (const id of resolvedIds(resolveComposition(canonical))) {
    for (const [name, value] of Object.entries(canonical.parameters[id] ?? {})) pairs.push([`p.${moduleKey(id)}.${name}`, encodeValue(value)]);
    for (const [name, on] of Object.entries(canonical.features[id] ?? {})) pairs.push([`f.${moduleKey(id)}.${name}`, on ? "1" : "0"]);
  }
  return pairs.map(([key, value]) => `${key}=${value}`).join("&");
}

interface Setting {
  kind: "p" | "f";
  key: string;
  name: string;
  raw: string;
}

interface Link {
  /** `from`, `m`, `name` and `desc`, still encoded. */
  fields: Map<string, string>;
  settings: Setting[];
}

function readLink(search: string, dropped: DroppedFromLink[]): Link {
  const link: Link = { fields: new Map(), settings: [] };
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (part === "") continue;
    const at = part.indexOf("=");
    const key = decode(at === -1 ? part : part.slice(0, at));
    const raw = at === -1 ? "" : part.slice(at + 1);
    const setting = /^([pf])\.([^.]+)\.(.+)$/.exec(key);
    if (setting) link.settings.push({ kind: setting[1] as "p" | "f", key: setting[2]!, name: setting[3]!, raw });
    else if (["from", "m", "name", "desc"].includes(key)) link.fields.set(key, raw);
    else dropped.push({ kind: "key", value: key });
  }
  return link;
}

function readStart(raw: string | undefined, dropped: DroppedFromLink[]): GenomeId | null {
  if (raw === undefined) return null;
  const id = decode(raw);
  if ((genomeIds as readonly string[]).includes(id)) return id as GenomeId;
  dropped.push({ kind: "template", value: id });
  return null;
}

/** The adapters a link picks: unknown names, integrators and a second pick in a single-choice group are dropped. */
function readPicks(raw: string, dropped: DroppedFromLink[]): ModuleId[] {
  const picked: ModuleId[] = [];
  for (const name of decodeList(raw)) {
    const id = moduleByKey.get(name);
    if (id === undefined || adapterGroupOf(id) === null) dropped.push({ kind: "module", value: name });
    else if (!picked.includes(id)) picked.push(id);
  }
  const kept = canonicalComposition({ ...emptyComposition(), picked }).picked;
  for (const id of picked.filter((candidate) => !kept.includes(candidate))) {
    dropped.push({ kind: "single-choice", module: id, kept: kept.find((other) => adapterGroupOf(other) === adapterGroupOf(id))! });
  }
  return kept;
}

function readSettings(c: Composition, settings: readonly Setting[], dropped: DroppedFromLink[]): Composition {
  const present = new Set(resolvedIds(resolveComposition(c)));
  const notPicked = new Set<ModuleId>();
  let composition = c;
  for (const { kind, key, name, raw } of settings) {
    const id = moduleByKey.get(key);
    if (id === undefined) {
      dropped.push({ kind: "module", value: key });
    } else if (!present.has(id)) {
      if (!notPicked.has(id)) dropped.push({ kind: "not-picked", module: id });
      notPicked.add(id);
    } else if (kind === "p") {
      const parameter = moduleRecord(id).parameters.find((candidate) => candidate.name === name);
      const value = parameter ? decodeValue(parameter, raw) : undefined;
      if (!parameter) dropped.push({ kind: "parameter", module: id, name });
      else if (value === undefined) dropped.push({ kind: "parameter-value", module: id, name, value: decode(raw) });
      else composition = { ...composition, parameters: { ...composition.parameters, [id]: { ...composition.parameters[id], [name]: value } } };
    } else {
      const feature = moduleRecord(id).features.find((candidate) => candidate.id === name);
      const on = decodeBoolean(raw);
      if (!feature) dropped.push({ kind: "feature", module: id, name });
      else if (on === undefined) dropped.push({ kind: "feature-value", module: id, name, value: decode(raw) });
      else composition = { ...composition, features: { ...composition.features, [id]: { ...composition.features[id], [name]: on } } };
    }
  }
  return composition;
}

/**
 * A composition from a query string (with or without "?"). Whatever names nothing the catalogue
 * knows, does not fit, or concerns a module the composition does not contain is left out and
 * listed in `dropped`, in the order of the link, so the composer can tell the visitor.
 */
export function decodeComposition(
  search: string,
  defaultDescription: DefaultDescription = noDescription,
): { composition: Composition; dropped: DroppedFromLink[] } {
  const dropped: DroppedFromLink[] = [];
  const { fields, settings } = readLink(search, dropped);
  const from = readStart(fields.get("from"), dropped);
  const start = from ? compositionFromTemplate(from) : emptyComposition();
  const picks = fields.get("m");
  const picked = picks === undefined ? start.picked : readPicks(picks, dropped);
  const name = fields.has("name") ? decode(fields.get("name")!) : defaultProjectName(from);
  if (!isValidProjectName(name)) dropped.push({ kind: "project-name", value: name });
  const c: Composition = {
    ...start,
    picked,
    project: {
      name: isValidProjectName(name) ? name : defaultProjectName(from),
      description: fields.has("desc") ? decode(fields.get("desc")!) : defaultDescription(from),
    },
  };
  return { composition: canonicalComposition(readSettings(c, settings, dropped)), dropped };
}
