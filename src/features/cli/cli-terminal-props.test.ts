import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { RECORDED_RUN_LINES } from "@/domain/cli/recorded-run";
import { TERMINAL_LINE_DELAYS_MS } from "./terminal-timeline";
import { cliTerminalProps } from "./cli-terminal-props";

describe("CLI terminal props", () => {
  for (const locale of locales) {
    it(`are plain data: the command, then only lines the recorded run printed, and its figures under them (${locale})`, () => {
      const props = cliTerminalProps(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(props.lines).toHaveLength(TERMINAL_LINE_DELAYS_MS.length);
      expect(props.lines[0]).toMatchObject({ kind: "command", text: "architech new saas-starter.genome.ts" });
      // The CLI's own lines, word for word (recorded-run.test.ts finds each in the run's output); no note of the site's among them.
      expect(props.lines.slice(1).map((line) => line.text)).toEqual([...RECORDED_RUN_LINES]);
      expect(props.lines.slice(1).map((line) => line.text)).toEqual([
        "🔍 Validating Genome",
        "📋 Planning Execution",
        "🏗️ Setting Up Framework",
        "[2/12] ✅ framework/nextjs",
        "🔧 Installing Adapters",
        "🔗 Configuring Integrations",
        "✨ Finalizing Project",
        "🎉 Project created successfully!",
      ]);
      expect(props.lines.every((line) => line.detail === undefined)).toBe(true);
      expect(props.note).toMatch(/12\b.*58\b.*66/);
      expect(props.note).toContain("cli@0ff82950");
      expect(`${props.note} ${props.lines.map((line) => line.text).join(" ")}`).not.toMatch(/[{}]/);
    });
  }
});
