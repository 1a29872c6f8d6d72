// p99 latency of the home page while sign-ins keep the password hashing busy (design §8: 20 ms): 50 sign-ins
// in flight at all times (unknown usernames, so every one pays a full argon2 verification and none locks an
// account) and a few page loads alongside, for a bounded time and count, over loopback only.
import http from 'node:http';

const LOGINS_IN_FLIGHT = 50;
const PAGE_CLIENTS = 4;
const MAX_PAGES = 2_000;
const agent = new http.Agent({ keepAlive: true });

function request(origin, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
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

/** Runs the load against `origin` (a portal on loopback) for `seconds`; returns the figures. */
export async function homeLatencyUnderLogins(origin, apiKey, seconds) {
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(origin)) throw new Error('loopback only');
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
      const { status } = await request(origin, {
        method: 'POST',
        path: '/api/customer/login/',
        headers,
        body,
      });
      logins[status] = (logins[status] ?? 0) + 1;
      // A refused sign-in (503, queue full) comes back after 5 ms: the pressure stays without a busy loop.
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const pages = [];
  const pageLoop = async () => {
    while (Date.now() < deadline && pages.length < MAX_PAGES) {
      const { status, ms } = await request(origin, { path: '/' });
      if (status !== 200) throw new Error(`GET / answered ${status}`);
      pages.push(ms);
    }
  };
  await Promise.all([
    ...Array.from({ length: LOGINS_IN_FLIGHT }, loginLoop),
    ...Array.from({ length: PAGE_CLIENTS }, pageLoop),
  ]);
  agent.destroy();
  return { p50: percentile(pages, 50), p99: percentile(pages, 99), pages: pages.length, logins };
}
