// Online payment figures (issue #13): how long from pressing 'Aprobar' on the sandbox checkout until the
// invoice is paid (the sandbox posts its signed webhook over HTTP, the portal stores it, fetches the payment
// back from the gateway and applies it), and how many signed notifications per second the webhook accepts
// (each one stored and verified before the 200; processing runs behind). Against a portal on loopback whose
// SANDBOX_WEBHOOK_SECRET the caller chose.
import { spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';

const WEBHOOK_SECRET = 'bench-sandbox-webhook-secret';
const CUSTOMER = 104523;
/** cliente@example.com's two open invoices as seeded: 900102 (PARCIAL, $ 21.500) and 900103. */
const INVOICE = 900102;
const AMOUNT = 21_500;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function signature(secret, dataId, requestId, ts) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

async function api(base, apiKey, token, method, path, body) {
  return fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Creates the payment link of the oldest invoice, retrying while a charge back is still reopening it. */
async function createLink(base, apiKey, token) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await api(base, apiKey, token, 'POST', '/api/payments/payment-request/?empresa=uv', {
      transaction_id: `bench-${randomUUID()}`,
      invoices_id: String(INVOICE),
      amount: AMOUNT,
      date: '01-01-2027',
      email: 'cliente@example.com',
      name: 'Martina Fernández',
      client_id: CUSTOMER,
      invoices: [],
    });
    if (res.status === 201) return res.json();
    if (Date.now() > deadline) throw new Error(`payment-request answered ${res.status}: ${await res.text()}`);
    await sleep(2);
  }
}

async function press(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`${url} answered ${res.status}`);
  return new URL(res.headers.get('location'), url);
}

/** check-url shows only an open link: 204 once the webhook has paid it. */
async function waitPaid(base, apiKey, token) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await api(base, apiKey, token, 'POST', '/api/payments/check-url/?empresa=uv', {
      nro: CUSTOMER,
    });
    await res.arrayBuffer();
    if (res.status === 204) return;
    if (Date.now() > deadline) throw new Error('the payment was not applied within 10 s');
    await sleep(1);
  }
}

/**
 * `samples` payments of one invoice, each charged back afterwards so the invoice reopens for the next one.
 * Returns latencies in ms, and the id of an approved payment for the webhook load.
 */
async function webhookToPaid(base, apiKey, token, samples) {
  const latencies = [];
  let approvedId = null;
  for (let i = 0; i < samples; i++) {
    const link = await createLink(base, apiKey, token);
    const started = performance.now();
    const back = await press(link.checkout_url, 'decision=approve');
    await waitPaid(base, apiKey, token);
    latencies.push(performance.now() - started);
    const paymentId = back.searchParams.get('payment_id');
    if (i === samples - 1) approvedId = paymentId;
    else await press(`${base}/pasarela-sandbox/pagos/${paymentId}`, 'status=charged_back');
  }
  return { latencies, approvedId };
}

async function paymentFigures(base, { apiKey, webhookSecret, samples, load }) {
  if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(base)) throw new Error('loopback only');
  const login = await fetch(`${base}/api/customer/login/`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cliente@example.com', password: 'Demo1234', company: 'uv' }),
  });
  if (!login.ok) throw new Error(`demo login refused: ${login.status}`);
  const { token } = await login.json();
  const { latencies, approvedId } = await webhookToPaid(base, apiKey, token, samples);

  // The same signed notification of an applied payment, again and again: stored, verified, answered, then
  // processed behind (fetched from the gateway, found already applied).
  const requestId = randomUUID();
  const perSecond = await load({
    url: `${base}/api/payments/webhook/?source_news=webhooks&data.id=${approvedId}&type=payment`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signature(webhookSecret, approvedId, requestId, String(Date.now())),
      'x-request-id': requestId,
    },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: approvedId } }),
  });
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    samples: latencies.length,
    perSecond,
  };
}

/** The rows of one database: a portal of its own (run.mjs's withPortal) whose webhook secret is known here. */
async function rowsOn(label, env, port, { withPortal, load, apiKey, rows }) {
  await withPortal({ ...env, SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET }, port, async (base) => {
    const figures = await paymentFigures(base, {
      apiKey,
      webhookSecret: WEBHOOK_SECRET,
      samples: Number(process.env.BENCH_PAYMENT_SAMPLES ?? 30),
      load,
    });
    rows.push([
      `'Aprobar' -> invoice paid via webhook (${label})`,
      `${figures.p50.toFixed(1)} ms`,
      `p50; p95 ${figures.p95.toFixed(1)} ms over ${figures.samples} payments (sandbox notifies over HTTP)`,
    ]);
    rows.push([
      `payment webhooks accepted (${label})`,
      `${figures.perSecond.toFixed(0)} req/s`,
      'signed, stored and verified before the 200; processing runs behind',
    ]);
  });
}

/** SQLite, then PostgreSQL on a database created for the run (skipped when none answers). */
export async function paymentRows(deps) {
  const { postgresAvailable, postgresUrl, rows, ports } = deps;
  await rowsOn('SQLite', {}, ports[0], deps);
  if (!postgresAvailable()) {
    rows.push(['payment webhooks (PostgreSQL)', 'skipped', `no PostgreSQL at ${postgresUrl}`]);
    return;
  }
  const database = `bench_payments_${Date.now()}`;
  spawnSync('psql', [postgresUrl, '-qc', `create database ${database}`]);
  try {
    await rowsOn(
      'PostgreSQL',
      { DATABASE_URL: postgresUrl.replace(/\/[^/]*$/, `/${database}`) },
      ports[1],
      deps,
    );
  } finally {
    spawnSync('psql', [postgresUrl, '-qc', `drop database if exists ${database} with (force)`]);
  }
}
