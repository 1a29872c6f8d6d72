// Lighthouse (default mobile config: mobile form factor, simulated throttling) against Debian's Chromium,
// one Chrome for every URL. Measures a first-time visitor: fresh profile, so the seeded pop-up shows.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

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

/**
 * Scores each URL; resolves { skipped: reason } instead of throwing when Chrome or Lighthouse cannot run.
 * @param {string[]} urls
 */
export async function lighthouseScores(urls) {
  let chrome;
  try {
    chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
  } catch (error) {
    return { skipped: `no Chrome: ${error.message.split('\n')[0]}` };
  }
  try {
    const results = [];
    for (const url of urls) {
      const runnerResult = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = runnerResult.lhr;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        metrics: {
          fcp: lhr.audits['first-contentful-paint'].displayValue,
          lcp: lhr.audits['largest-contentful-paint'].displayValue,
          tbt: lhr.audits['total-blocking-time'].displayValue,
          cls: lhr.audits['cumulative-layout-shift'].displayValue,
          si: lhr.audits['speed-index'].displayValue,
        },
        popupIsLcp: popupCosts(lhr),
        topOpportunity: topOpportunity(lhr),
        failing: {
          performance: failingAudits(lhr, 'performance'),
          accessibility: failingAudits(lhr, 'accessibility'),
        },
      });
    }
    return { results };
  } catch (error) {
    return { skipped: `Lighthouse failed: ${error.message.split('\n')[0]}` };
  } finally {
    chrome.kill();
  }
}
