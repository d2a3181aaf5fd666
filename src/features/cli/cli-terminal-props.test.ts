import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { TERMINAL_LINE_DELAYS_MS } from "./terminal-timeline";
import { cliTerminalProps } from "./cli-terminal-props";

describe("CLI terminal props", () => {
  for (const locale of locales) {
    it(`are plain data: one line per step, a command first and the next step last (${locale})`, () => {
      const props = cliTerminalProps(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(props.lines).toHaveLength(TERMINAL_LINE_DELAYS_MS.length);
      expect(props.lines[0]).toMatchObject({ kind: "command", text: "architech new --genome saas-starter.genome.ts" });
      // The phases in the CLI's own words, then the install it leaves to its user (facts/CLI-FACTS.md, section 4).
      expect(props.lines.slice(1).map((line) => line.text)).toEqual([
        "Validating Genome",
        "Setting Up Framework",
        "Installing Adapters",
        "Configuring Integrations",
        "Finalizing Project",
      ]);
      expect(props.lines.at(-1)?.detail).toContain("cd saas-starter && npm install");
      expect(props.lines.every((line) => !/[{}]/.test(`${line.text} ${line.detail ?? ""}`))).toBe(true);
    });
  }
});
