// Diagnostic: one Lighthouse run at a given CPU slowdown on a URL of a running HTTPS server; prints metric
// scores, long tasks and the main-thread breakdown. Usage: node .diag/lh-diag.mjs https://127.0.0.1:3950/ 13.2
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launch } from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
const [url, mult = '13.2', tag = 'x'] = process.argv.slice(2);
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--ignore-certificate-errors'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(mult) } });
  writeFileSync(`/tmp/lhr-${tag}.json`, JSON.stringify(lhr));
  console.log('perf', Math.round(lhr.categories.performance.score*100), 'benchmarkIndex', lhr.environment.benchmarkIndex);
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','interactive','max-potential-fid']) {
    const a = lhr.audits[id]; console.log(id.padEnd(28), String(a.displayValue).padEnd(10), a.score, Math.round(a.numericValue));
  }
  const lt = lhr.audits['long-tasks']?.details?.items ?? [];
  console.log('long tasks:', lt.map(t => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url?.split('/').pop() ?? ''}`).join(' | '));
  const mt = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log('mainthread:', mt.map(i => `${i.group}:${Math.round(i.duration)}`).join(' '));
  const bt = lhr.audits['bootup-time']?.details?.items ?? [];
  console.log('bootup:', bt.slice(0,6).map(i => `${i.url.split('/').pop()}:${Math.round(i.total)}/${Math.round(i.scripting)}`).join(' '));
  const uj = lhr.audits['unused-javascript']?.details;
  console.log('unused js:', uj?.overallSavingsMs, (uj?.items??[]).map(i => `${i.url.split('/').pop()}:${Math.round(i.wastedBytes/1024)}KB/${Math.round(i.totalBytes/1024)}KB`).join(' '));
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  console.log('lcp el:', JSON.stringify(lcpEl?.items?.[0]?.node?.snippet ?? lcpEl?.node?.snippet ?? '').slice(0,150));
  const lcpb = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (phases) console.log('lcp phases:', phases.map(p => `${p.phase}:${Math.round(p.timing)}`).join(' '));
  const rb = lhr.audits['render-blocking-resources']?.details?.items ?? [];
  console.log('render-blocking:', rb.map(i => i.url.split('/').pop()).join(' '));
} finally { chrome.kill(); }
