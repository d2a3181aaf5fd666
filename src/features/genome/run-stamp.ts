import { runDate, runStamp } from "@/domain/cli/cli-run-results";
import type { ModuleOutcome } from "@/domain/cli/cli-run-results";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";

/** "Recorded on November 28, 2026 with cli@0ff82950, marketplace@cdc304e and types@dbb834a (state B)." */
export function runStampText(locale: Locale): string {
  const stamp = runStamp();
  return getTranslator(locale, "CliRuns")("stamp", {
    date: runDate(stamp.recordedOn, locale),
    cli: stamp.cli.commit,
    marketplace: stamp.marketplace.commit,
    types: stamp.types.commit,
  });
}

const outcomeKeys = { generates: "generates", fails: "fails", "not-applied": "notApplied", "not-run": "notRun" } as const;

/** Each outcome's words: "Generates at state B", "Échoue à l’état B"... */
export function runOutcomeLabels(locale: Locale): Record<ModuleOutcome, string> {
  const t = getTranslator(locale, "CliRuns.outcome");
  return {
    generates: t(outcomeKeys.generates),
    fails: t(outcomeKeys.fails),
    "not-applied": t(outcomeKeys["not-applied"]),
    "not-run": t(outcomeKeys["not-run"]),
  };
}

/** A run's time as the facts give it: whole seconds. */
export function runSeconds(seconds: number): number {
  return Math.round(seconds);
}
