import { describe, expect, it } from "vitest";
import { adapterGroups, genomes, modules } from "@/domain/catalog/catalog";
import { formatCount } from "@/i18n/message-template";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { composerProps } from "./compose-props";
import { singleChoiceGroups } from "@/domain/genome/single-choice-groups";

describe("composerProps", () => {
  for (const locale of locales) {
    it(`gives the island plain, translated data (${locale})`, () => {
      const props = composerProps(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(props.groups.map((group) => group.id).sort()).toEqual([...adapterGroups].sort());
      expect(props.templates.map((template) => template.id)).toEqual(genomes.map((genome) => genome.id));
      const adapters = modules.filter((module) => module.category === "adapter");
      expect(Object.keys(props.descriptions).sort()).toEqual(adapters.map((module) => module.id).sort());
      for (const group of singleChoiceGroups) expect(props.labels.picker.singleChoice[group], group).toBeTruthy();
      // Counts are worded for every number the composer can show, as the build's formatter words them.
      for (let count = 0; count <= modules.length; count++) {
        expect(formatCount(props.labels.outputs.count.modules, count)).toBe(getTranslator(locale, "ModuleCount")("modules", { count }));
      }
      expect(props.labels.outputs.command).toBe("architech new {file}");
      expect(JSON.stringify(props)).not.toMatch(/Composer\./);
    });
  }

  it("speaks the page's language", () => {
    expect(composerProps("fr").labels.reasons.requiredOne).not.toBe(composerProps("en").labels.reasons.requiredOne);
    expect(composerProps("en").labels.reasons.requiredOne).toBe("Added because {by} requires {name}");
  });
});
