// Lighthouse (default mobile config: mobile form factor, simulated throttling) against Debian's Chromium,
// one Chrome for every URL. Measures a first-time visitor: fresh profile, so the seeded pop-up shows.
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launch } from 'chrome-launcher';
import { cpuSlowdownFor, medianBenchmarkIndex } from './cpu-calibration.mjs';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Audits that cost points in a category: score below 1 and weighted (or failing binary audits). */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) => audit.score !== null && audit.score < 1 && (ref.weight > 0 || audit.score === 0),
    )
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      value: audit.displayValue ?? '',
      items: (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.selector ?? item.url ?? item.node?.snippet ?? '')
        .filter(Boolean),
    }));
}

/** The opportunity with the largest estimated saving, e.g. 'Enable text compression (~1,950 ms)'. */
function topOpportunity(lhr) {
  const best = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.details?.overallSavingsMs > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)[0];
  return best ? `${best.title} (~${Math.round(best.details.overallSavingsMs)} ms)` : '';
}

/** Whether the pop-up (a dialog) is the largest contentful paint element or shifts layout. */
function popupCosts(lhr) {
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  const snippet = `${lcpNode?.selector ?? ''} ${lcpNode?.snippet ?? ''}`;
  return /dialog|modal|popup|pop-up/i.test(snippet);
}

/** One Lighthouse run; a trace Chrome failed to record (NO_NAVSTART and the like) is retried once. */
async function audit(url, port, cpuSlowdownMultiplier, categories = ['performance', 'accessibility']) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
}

const performanceOf = (report) => Math.round((report.categories.performance.score ?? 0) * 100);

/**
 * `runs` audits of one URL: the median one by performance, every run's score in the order they ran and the
 * benchmarkIndex Lighthouse measured just before each (so a host that slowed down during the bench shows).
 */
async function medianRun(url, port, multiplier, runs) {
  const reports = [];
  for (let run = 0; run < runs; run++) reports.push(await audit(url, port, multiplier));
  const byPerformance = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b));
  return {
    lhr: byPerformance[Math.floor(byPerformance.length / 2)],
    performanceRuns: reports.map(performanceOf),
    runIndexes: reports.map((report) => Math.round(report.environment.benchmarkIndex)),
  };
}

function metricsOf(lhr) {
  return {
    fcp: lhr.audits['first-contentful-paint'].displayValue,
    lcp: lhr.audits['largest-contentful-paint'].displayValue,
    tbt: lhr.audits['total-blocking-time'].displayValue,
    cls: lhr.audits['cumulative-layout-shift'].displayValue,
    si: lhr.audits['speed-index'].displayValue,
  };
}

// One reading moves by a third within minutes on a shared host; five make the median hold (ADR 0080).
const CALIBRATION_READINGS = 5;

/**
 * The host's benchmarkIndex (median of five unthrottled runs after one that warms the server and Chrome,
 * whose index reads low) and the CPU slowdown it calls for. BENCH_CPU_SLOWDOWN pins the multiplier, to compare
 * with a run made elsewhere.
 */
async function calibrate(url, port) {
  await audit(url, port, 1, ['performance']);
  const indexes = [];
  for (let run = 0; run < CALIBRATION_READINGS; run++)
    indexes.push((await audit(url, port, 1, ['performance'])).environment.benchmarkIndex);
  const benchmarkIndex = medianBenchmarkIndex(indexes);
  const pinned = Number(process.env.BENCH_CPU_SLOWDOWN);
  const calibrated = cpuSlowdownFor(benchmarkIndex);
  const multiplier = pinned > 0 ? pinned : (calibrated ?? 1);
  const source =
    pinned > 0 ? 'pinned by BENCH_CPU_SLOWDOWN' : calibrated ? 'calibrated' : 'host slower than the target';
  return { benchmarkIndex, indexes, multiplier, source };
}

/**
 * Scores each URL `runs` times and reports the median run, as Lighthouse's docs advise: simulated throttling
 * scales the CPU time Chrome really spent, so one run moves by several points on a shared machine.
 * Resolves { skipped: reason } instead of throwing when Chrome or Lighthouse cannot run.
 * `referenceUrl`, when given, is scored the same way at the same slowdown: the host's floor (reference-page.mjs).
 * @param {string[]} urls
 * @param {number} runs
 * @param {{ referenceUrl?: string }} [options]
 */
export async function lighthouseScores(urls, runs, { referenceUrl } = {}) {
  let chrome;
  // The bench serves HTTPS with a throw-away certificate (bench/run.mjs); a real one needs no flag.
  const flags = urls.some((url) => url.startsWith('https:'))
    ? [...chromeFlags, '--ignore-certificate-errors']
    : chromeFlags;
  try {
    chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: flags });
  } catch (error) {
    return { skipped: `no Chrome: ${error.message.split('\n')[0]}` };
  }
  try {
    const calibration = await calibrate(urls[0], chrome.port);
    const results = [];
    for (const url of urls) {
      const { lhr, performanceRuns, runIndexes } = await medianRun(
        url,
        chrome.port,
        calibration.multiplier,
        runs,
      );
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      results.push({
        url,
        performance: score('performance'),
        performanceRuns,
        runIndexes,
        accessibility: score('accessibility'),
        metrics: metricsOf(lhr),
        popupIsLcp: popupCosts(lhr),
        topOpportunity: topOpportunity(lhr),
        failing: {
          performance: failingAudits(lhr, 'performance'),
          accessibility: failingAudits(lhr, 'accessibility'),
        },
      });
    }
    let reference = null;
    if (referenceUrl) {
      const { lhr, performanceRuns, runIndexes } = await medianRun(
        referenceUrl,
        chrome.port,
        calibration.multiplier,
        runs,
      );
      reference = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        performanceRuns,
        runIndexes,
        metrics: metricsOf(lhr),
      };
    }
    return { calibration, results, reference };
  } catch (error) {
    return { skipped: `Lighthouse failed: ${error.message.split('\n')[0]}` };
  } finally {
    chrome.kill();
  }
}
