/** One cold run of an interaction: null when the input was never answered. */
export interface InteractionRun {
  answeredMs: number | null;
  longestEventMs: number | null;
}

export interface InteractionRow {
  label: string;
  budgetMs: number;
  runs: InteractionRun[];
  medianMs: number | null;
  medianLongestEventMs: number | null;
  ok: boolean;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A budget is met when every run was answered and the median is within it: an input lost once is a miss. */
export function summarise(interaction: { label: string; budgetMs: number }, runs: InteractionRun[]): InteractionRow {
  const answered = runs.flatMap((run) => (run.answeredMs === null ? [] : [run.answeredMs]));
  const lost = answered.length < runs.length;
  const medianMs = lost ? null : median(answered);
  const medianLongestEventMs = median(runs.flatMap((run) => (run.longestEventMs === null ? [] : [run.longestEventMs])));
  return { label: interaction.label, budgetMs: interaction.budgetMs, runs, medianMs, medianLongestEventMs, ok: medianMs !== null && medianMs <= interaction.budgetMs };
}

const ms = (value: number | null) => (value === null ? "never (lost)" : `${Math.round(value).toLocaleString("en")} ms`);

/** The table bench-interaction.ts prints, in Markdown. */
export function formatInteractionTable(rows: readonly InteractionRow[]): string {
  const lines = [
    "| interaction | runs (input -> result) | median | longest event (median) | budget | |",
    "|---|---|---|---|---|---|",
    ...rows.map((row) =>
      [
        "",
        ` ${row.label} `,
        ` ${row.runs.map((run) => (run.answeredMs === null ? "lost" : Math.round(run.answeredMs).toLocaleString("en"))).join(" / ")} `,
        ` ${ms(row.medianMs)} `,
        ` ${ms(row.medianLongestEventMs)} `,
        ` ${row.budgetMs} ms `,
        ` ${row.ok ? "ok" : "MISS"} `,
        "",
      ].join("|"),
    ),
  ];
  return lines.join("\n");
}
