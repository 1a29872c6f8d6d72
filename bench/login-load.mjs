// p99 latency of the home page while sign-ins keep the password hashing busy (design §8: 20 ms): 50 sign-ins
// in flight at all times (unknown usernames, so every one pays a full argon2 verification and none locks an
// account) and one client loading the page alongside, for a bounded time and count, over loopback only.
import http from 'node:http';

const LOGINS_IN_FLIGHT = 50;
const PAGE_CLIENTS = 1;
const MAX_PAGES = 2_000;
const WARM_UP_PAGES = 30;
// Kept-alive connections, one pool per kind, so a page never waits behind a sign-in on the client side.
const loginAgent = new http.Agent({ keepAlive: true });
const pageAgent = new http.Agent({ keepAlive: true });

function request(origin, { method = 'GET', path, headers = {}, body, agent }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${origin}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          retryAfter: Number(res.headers['retry-after'] ?? 0),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Pages loaded one after another until `deadline` or `limit` pages: their latencies in ms. */
async function loadPages(origin, deadline, pages = [], limit = MAX_PAGES) {
  while (Date.now() < deadline && pages.length < limit) {
    const { status, ms } = await request(origin, { path: '/', agent: pageAgent });
    if (status !== 200) throw new Error(`GET / answered ${status}`);
    pages.push(ms);
  }
  return pages;
}

/**
 * Runs against `origin` (a portal on loopback): warm-up pages, then `seconds` of pages alone (the reference),
 * then `seconds` of pages while the sign-ins hash. Returns both sets of figures.
 */
export async function homeLatencyUnderLogins(origin, apiKey, seconds) {
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(origin)) throw new Error('loopback only');
  await loadPages(origin, Date.now() + 60_000, [], WARM_UP_PAGES);
  const alone = await loadPages(origin, Date.now() + seconds * 1000);
  const deadline = Date.now() + seconds * 1000;
  const logins = {};
  let sent = 0;
  const loginLoop = async () => {
    while (Date.now() < deadline) {
      const body = JSON.stringify({
        username: `bench${(sent += 1)}@example.com`,
        password: 'Wrong100',
        company: 'uv',
      });
      const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
      const { status, retryAfter } = await request(origin, {
        method: 'POST',
        path: '/api/customer/login/',
        headers,
        body,
        agent: loginAgent,
      });
      logins[status] = (logins[status] ?? 0) + 1;
      // A refused sign-in (503, hashing queue full) comes back when Retry-After says: the queue stays full,
      // and the figure is about hashing beside pages, not about how fast the server answers refusals.
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    }
  };
  const pages = [];
  await Promise.all([
    ...Array.from({ length: LOGINS_IN_FLIGHT }, loginLoop),
    ...Array.from({ length: PAGE_CLIENTS }, () => loadPages(origin, deadline, pages)),
  ]);
  loginAgent.destroy();
  pageAgent.destroy();
  return {
    p50: percentile(pages, 50),
    p99: percentile(pages, 99),
    pages: pages.length,
    aloneP99: percentile(alone, 99),
    logins,
  };
}
