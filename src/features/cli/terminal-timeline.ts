/**
 * When each line of the CLI page's terminal appears, in ms after it scrolls into view: the command,
 * then the eight lines of the recorded run it quotes (src/domain/cli/recorded-run.ts).
 */
export const TERMINAL_LINE_DELAYS_MS = [0, 800, 1400, 2000, 2600, 3200, 3800, 4400, 5000] as const;

/** How many lines are visible `elapsed` ms after the animation started. */
export function visibleLineCount(elapsed: number, delays: readonly number[] = TERMINAL_LINE_DELAYS_MS): number {
  return delays.filter((delay) => delay <= elapsed).length;
}
