import Database from 'better-sqlite3';
import path from 'node:path';
import { e2eDataDir } from '../support/data-dir';
import { test, expect } from '../support/fixtures';

// Issue 5: prices change monthly; a price changed in the database shows in the HTML of the next page load,
// with no rebuild and no restart. GPON 600 is asserted by no other journey, so the change disturbs none.
const PLAN = 'GPON 600';
const inHtml = (price: string) => price.replace(' ', '\u00a0');

test('a price changed in the database is in the next server-rendered page', async ({ request, baseURL }) => {
  const db = new Database(path.join(e2eDataDir(baseURL), 'portal.sqlite'));
  const original = db.prepare('select amount_cents from plans where packet_name = ?').get(PLAN) as {
    amount_cents: number;
  };
  try {
    expect(await (await request.get('/internet')).text()).toContain(inHtml('$ 41.500,00'));
    db.prepare('update plans set amount_cents = ? where packet_name = ?').run(4_321_000, PLAN);
    // The API keeps public reads for at most a second (PUBLIC_READ_TTL_MS); a later load has the new price.
    await expect
      .poll(async () => (await request.get('/internet')).text(), { timeout: 5_000 })
      .toContain(inHtml('$ 43.210,00'));
  } finally {
    db.prepare('update plans set amount_cents = ? where packet_name = ?').run(original.amount_cents, PLAN);
    db.close();
  }
});
