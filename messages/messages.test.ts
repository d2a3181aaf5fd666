import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message expects, so both languages ask for the same values. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
      names.add(element.value);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      names.add(element.value);
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) {
      names.add(element.value);
      argumentNames(element.children, names);
    }
  }
  return names;
}

const english = flatten(en as Tree);
const french = flatten(fr as Tree);

describe("message catalogues", () => {
  it("have exactly the same keys in English and French", () => {
    const missingInFrench = [...english.keys()].filter((key) => !french.has(key));
    const missingInEnglish = [...french.keys()].filter((key) => !english.has(key));
    expect({ missingInFrench, missingInEnglish }).toEqual({ missingInFrench: [], missingInEnglish: [] });
  });

  it("have no empty values", () => {
    const empty = [...english, ...french].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each([
    ["en", english],
    ["fr", french],
  ] as const)("are valid ICU in %s", (_locale, messages) => {
    const invalid: string[] = [];
    for (const [key, value] of messages) {
      try {
        parse(value);
      } catch (error) {
        invalid.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it("use the same ICU arguments in both languages", () => {
    const mismatched = [...english]
      .filter(([key]) => french.has(key))
      .filter(([key, value]) => {
        const a = [...argumentNames(parse(value))].sort().join(",");
        const b = [...argumentNames(parse(french.get(key)!))].sort().join(",");
        return a !== b;
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
