// The requests desk's inbox (issue #30 §2) with 100,000 requests on PostgreSQL: p95 of GET /api/admin/gestiones/
// for the default page (open first, nearest due date) and for a search, one request after another as a member
// paging through the inbox would. The rows go in with one multi-row insert per 1,000, then VACUUM ANALYZE.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createGuardrails, generateSync } from 'otplib';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const REQUESTS = 100_000;
const BATCH = 1_000;
const SAMPLES = 200;
const QUEUES = ['administracion', 'tecnica', 'comercial'];
const STATUSES = ['received', 'in_progress', 'waiting_customer', 'resolved', 'rejected', 'spam'];
const CLASSES = ['falla', 'facturacion', 'otros'];
const NAMES = ['Ana Pérez', 'Lucas Sosa', 'Martina Fernández', 'Juan Gómez', 'Sofía Díaz', 'Pedro Ruiz'];
const LOCALITIES = ['Ushuaia', 'Tolhuin', 'Río Grande'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const day = (ms) => new Date(ms).toISOString().slice(0, 10);

async function seed(databaseUrl) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const start = Date.parse('2026-01-01T12:00:00Z');
    for (let offset = 0; offset < REQUESTS; offset += BATCH) {
      const values = [];
      const params = [];
      for (let i = offset; i < offset + BATCH; i += 1) {
        const created = start + i * 4 * 60_000;
        const status = STATUSES[i % STATUSES.length];
        const closed = ['resolved', 'rejected', 'spam'].includes(status);
        const name = NAMES[i % NAMES.length];
        const locality = LOCALITIES[i % LOCALITIES.length];
        const number = `B-2026-${String(i + 1).padStart(6, '0')}`;
        const summary = `Consulta de prueba número ${i} sobre el servicio`;
        const row = [
          number,
          1 + (i % 13),
          2,
          `v${i}@example.com`,
          summary,
          '{}',
          status,
          new Date(created).toISOString(),
          QUEUES[i % QUEUES.length],
          CLASSES[i % CLASSES.length],
          day(created + (3 + (i % 10)) * 86_400_000),
          closed ? 0 : 1,
          name,
          locality,
          `${number.toLowerCase()} ${name
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase()} ${locality.toLowerCase()} v${i}@example.com ${summary.toLowerCase()}`,
        ];
        const base = params.length;
        values.push(`(${row.map((_, k) => `$${base + k + 1}`).join(', ')}, $${base + 8})`);
        params.push(...row);
      }
      await client.query(
        `insert into requests (number, type, company_code, email, summary, payload, status, created_at, queue,
          request_class, due_date, is_open, customer_name, locality, search_text, updated_at)
         values ${values.join(', ')}`,
        params,
      );
    }
    // What autovacuum does after a bulk load: statistics, and the visibility map index-only counts rely on.
    await client.query('vacuum analyze requests');
  } finally {
    await client.end();
  }
}

async function p95(url, headers) {
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

/** Rows for the bench table; skipped with its reason when no PostgreSQL answers. */
/** Password, then the seeded member's TOTP code (dev seed secret), as a member signs in to /gestion. */
async function staffSignIn(base, apiKey) {
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = await post('/api/admin/login/', { email: 'staff@example.com', password: 'Staff1234' });
  if (first.status !== 200) throw new Error(`staff login: ${first.status} ${await first.text()}`);
  const { challenge } = await first.json();
  const code = generateSync({
    secret: 'JBSWY3DPEHPK3PXP',
    guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }),
  });
  const second = await post('/api/admin/login/segundo-factor/', { challenge, code });
  if (second.status !== 200) throw new Error(`staff second factor: ${second.status} ${await second.text()}`);
  return (await second.json()).token;
}

export async function deskInboxRows({ withPortal, postgresAvailable, postgresUrl, apiKey, rows, port }) {
  const label = `desk inbox p95, ${REQUESTS.toLocaleString('en')} requests (PostgreSQL)`;
  if (!postgresAvailable()) {
    rows.push([label, 'skipped', `no PostgreSQL at ${postgresUrl}`]);
    return;
  }
  const database = `bench_desk_${Date.now()}`;
  spawnSync('psql', [postgresUrl, '-qc', `create database ${database}`]);
  const databaseUrl = postgresUrl.replace(/\/[^/]*$/, `/${database}`);
  try {
    await withPortal({ DATABASE_URL: databaseUrl }, port, async (base) => {
      await seed(databaseUrl);
      const token = await staffSignIn(base, apiKey);
      const headers = { 'x-api-key': apiKey, authorization: `Bearer ${token}` };
      const inbox = `${base}/api/admin/gestiones/`;
      const page = await p95(inbox, headers);
      rows.push([
        `${label}: default page`,
        `${page.toFixed(1)} ms`,
        `budget < 200 ms; ${SAMPLES} sequential reads`,
      ]);
      const search = await p95(`${inbox}?q=${encodeURIComponent('perez tolhuin')}`, headers);
      rows.push([
        `${label}: search`,
        `${search.toFixed(1)} ms`,
        `budget < 200 ms; 'perez tolhuin', no match`,
      ]);
      // One request in six is Ana Pérez's, every third in Ushuaia: about 16,700 rows to count and sort.
      const broad = await p95(`${inbox}?q=${encodeURIComponent('perez ushuaia')}`, headers);
      rows.push([
        `${label}: broad search`,
        `${broad.toFixed(1)} ms`,
        "budget < 200 ms; 'perez ushuaia', 1 in 6",
      ]);
      const agenteQueue = await p95(`${inbox}?queue=tecnica&open=true`, headers);
      rows.push([`${label}: one queue, open`, `${agenteQueue.toFixed(1)} ms`, 'budget < 200 ms']);
    });
  } finally {
    spawnSync('psql', [postgresUrl, '-qc', `drop database if exists ${database} with (force)`]);
  }
}
