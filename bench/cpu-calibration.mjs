// Lighthouse's simulated throttling multiplies the CPU time the host really spent, so a fixed 4x slowdown
// scores the same page differently on a fast and on a slow machine. Lighthouse's throttling guide
// (docs/throttling.md, "Calibrating the CPU slowdown") has the host's `benchmarkIndex` choose the multiplier
// that lands on its target, a mid-tier mobile; these anchors are the ones its calculator interpolates between.
const anchors = [
  { benchmarkIndex: 150, multiplier: 1 },
  { benchmarkIndex: 800, multiplier: 2 },
  { benchmarkIndex: 1300, multiplier: 3 },
  { benchmarkIndex: 1533, multiplier: 4 },
  { benchmarkIndex: 1766, multiplier: 5 },
  { benchmarkIndex: 2000, multiplier: 6 },
];

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier mobile: linear between the guide's
 * anchors and beyond the last one, rounded to 0.1. Null when the host is slower than the target device itself.
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < anchors[0].benchmarkIndex) return null;
  const upperIndex = anchors.findIndex((anchor) => anchor.benchmarkIndex > benchmarkIndex);
  const [low, high] = upperIndex === -1 ? anchors.slice(-2) : [anchors[upperIndex - 1], anchors[upperIndex]];
  const perPoint = (high.multiplier - low.multiplier) / (high.benchmarkIndex - low.benchmarkIndex);
  const multiplier = low.multiplier + (benchmarkIndex - low.benchmarkIndex) * perPoint;
  return Math.round(multiplier * 10) / 10;
}

/** The median of the indexes several unthrottled runs measured (one run moves by 10 % or more). */
export function medianBenchmarkIndex(indexes) {
  const sorted = indexes.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor(sorted.length / 2)];
}
