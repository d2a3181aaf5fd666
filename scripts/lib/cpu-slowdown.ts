/**
 * Lighthouse's mobile preset slows the CPU down 4x, which assumes a fast desktop host (a
 * BenchmarkIndex around 1,500). Lighthouse's throttling guide says to calibrate the multiplier
 * on other hosts, with the calculator it links to
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown,
 * https://lighthouse-cpu-throttling-calculator.vercel.app). These are that calculator's anchor
 * points: the host's BenchmarkIndex and the multiplier that makes it behave like the mid-tier phone
 * the mobile score is defined for. Between anchors the multiplier is linear.
 */
const ANCHORS: ReadonlyArray<readonly [benchmarkIndex: number, multiplier: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Invalid BenchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex <= ANCHORS[0]![0]) return ANCHORS[0]![1];
  // The segment the index falls in; above the last anchor the calculator keeps the last slope.
  const upper = ANCHORS.findIndex(([index]) => benchmarkIndex <= index);
  const [highIndex, highMultiplier] = ANCHORS[upper === -1 ? ANCHORS.length - 1 : upper]!;
  const [lowIndex, lowMultiplier] = ANCHORS[(upper === -1 ? ANCHORS.length - 1 : upper) - 1]!;
  const slope = (highMultiplier - lowMultiplier) / (highIndex - lowIndex);
  return round(lowMultiplier + (benchmarkIndex - lowIndex) * slope);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
