// `npm test`: every layer in one run — the type check and the Prettier check, domain, API (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set), components, then the browser journeys in Chromium against the built app. Ends
// with one summary line.
// TEST_SCOPE=runtime runs the part that proves a Node.js runtime (`scripts/test-node-24.sh`): the domain, API and
// resilience suites on both databases, and one browser journey.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');
}

const runtimeOnly = process.env.TEST_SCOPE === 'runtime';
console.log(`Node.js ${process.version}${runtimeOnly ? ' (runtime scope)' : ''}`);

/** Runs a command with its output held back, so jobs that run together print one after another. */
const runQuietly = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output).toString() }));
  });

// What a reviewer checks first: every package, the tests and the journeys compile, the code is formatted and
// passes ESLint's code-quality rules. The runtime scope proves a Node.js version, not the sources, so it skips them.
// Each is mostly one single-threaded process, so two lanes run side by side: the build the resilience suite and the
// journeys need, then the type check (after it, as both write React Router's generated types); and ESLint, then
// Prettier. On two cores that takes about half as long as one after another.
const checks = runtimeOnly
  ? []
  : [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
      ['eslint', 'npx', ['eslint', '.']],
    ];
const build = ['build', 'node', ['scripts/build-if-stale.mjs']];
const lanes = [
  [build, ...checks.filter(([name]) => name === 'typecheck')],
  checks.filter(([name]) => name !== 'typecheck'),
];
const runLane = async (lane) => {
  const results = [];
  for (const [name, command, args] of lane) {
    const { status, output } = await runQuietly(command, args);
    console.log(`\n${name}: ${[command, ...args].join(' ')}${status === 0 ? '' : ` (exit ${status})`}`);
    if (output.trim()) process.stdout.write(output);
    results.push({ name, status });
  }
  return results;
};
const firstResults = (await Promise.all(lanes.map(runLane))).flat();
const failedChecks = firstResults
  .filter(({ name, status }) => name !== 'build' && status !== 0)
  .map(({ name }) => name);
const buildFailed = firstResults.some(({ name, status }) => name === 'build' && status !== 0);
if (buildFailed) failedChecks.push('build');

const vitestReport = path.join(reports, 'vitest.json');
const unitStatus = run('npx', [
  'vitest',
  'run',
  ...(runtimeOnly ? ['--project', 'domain', '--project', 'api', '--project', 'security'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let e2eStatus = 0;
const playwrightReport = path.join(reports, 'playwright.json');
if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}. Install Debian's package (apt-get update && apt-get install -y chromium) ` +
      'or point CHROME_PATH at a Chromium binary, then run npm test again.',
  );
  e2eStatus = 1;
} else if (!buildFailed) {
  const journeys = runtimeOnly ? ['e2e/auth/auth-login.spec.ts', '--project', 'company-2'] : [];
  e2eStatus = run('npx', ['playwright', 'test', ...journeys, '--reporter=list,json'], {
    CHROME_PATH: chromePath,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
}

/** Every journey Playwright marked flaky (failed, then passed on a retry), with its describe path. */
function flakyTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => ({
          title: [...path, spec.title].join(' › '),
          file: spec.file,
          project: test.projectName,
        })),
    );
    return [...specs, ...flakyTests(suite.suites ?? [], path)];
  });
}

const counts = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  // No vitest project retries a test (ADR 0089), so every vitest pass is a first-attempt pass.
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
const flakyJourneys = [];
if (existsSync(playwrightReport)) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  counts.passed += stats.expected;
  counts.flaky += stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  flakyJourneys.push(...flakyTests(suites));
}
rmSync(reports, { recursive: true, force: true });

counts.failed += failedChecks.length;
if (failedChecks.length > 0) console.error(`failed checks: ${failedChecks.join(', ')}`);
if (unitStatus !== 0 && counts.failed === 0) counts.failed += 1; // a crashed runner still fails the run
if (e2eStatus !== 0 && counts.failed === 0) counts.failed += 1;
// A test that passed only on a retry is a bug in the test or the app: it is named, and it fails the run.
if (flakyJourneys.length > 0) {
  console.error(`\nflaky (passed only on a retry, fails the run):`);
  for (const { title, file, project } of flakyJourneys) console.error(`  ${file} [${project}] ${title}`);
}
console.log(
  `\ntests: ${counts.passed} passed, ${counts.flaky} flaky, ${counts.failed} failed, ${counts.skipped} skipped`,
);
const passed = failedChecks.length === 0 && unitStatus === 0 && e2eStatus === 0 && counts.flaky === 0;
process.exit(passed ? 0 : 1);
