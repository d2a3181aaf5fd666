import { expect } from "@playwright/test";

interface GenomeFileObject {
  project: { name: string; description: string; framework: string };
  modules: { id: string; parameters: Record<string, unknown>; features: Record<string, unknown> }[];
}

/**
 * Checks a genome file the site wrote (downloaded or copied) against state B's rules
 * (facts/CLI-FACTS.md §8, "Genome rules (R3)"): the CLI pastes it into `tsx -e "…"`, so it holds no
 * double quote, `$` or backtick; it evaluates; the framework comes first; every integrator is named
 * under `integrations/`; every module writes its parameters and its features as objects. Returns
 * the object the file exports.
 */
export function expectStateBGenome(code: string): GenomeFileObject {
  for (const character of ['"', "$", "`"]) expect(code, `the genome file holds ${character}`).not.toContain(character);
  const file = new Function(code.trim().replace(/^export default /, "return "))() as GenomeFileObject;
  const ids = file.modules.map((entry) => entry.id);
  expect(ids[0], "the framework first").toMatch(/^framework\//);
  for (const id of ids) expect(id, "an integrator under integrations/").toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  for (const id of ids.filter((candidate) => candidate.endsWith("-integration"))) expect(id).toMatch(/^integrations\//);
  for (const entry of file.modules) {
    expect(typeof entry.parameters).toBe("object");
    expect(Array.isArray(entry.features)).toBe(false);
  }
  return file;
}
