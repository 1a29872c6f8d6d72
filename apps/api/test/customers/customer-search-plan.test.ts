// The customer search reads indexes on both engines (migration 0032, ADR 0099): each kind of query's plan
// names the index it uses, never a scan of the whole customers table. PostgreSQL is told not to scan, as its
// planner would rightly scan the few seeded rows; what matters is that an index can answer the condition.
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('customer search plan (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  async function plan(text: string): Promise<string> {
    const compiled = t.app.services.customers.search.query(text).compile();
    const explain = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
    return t.app.db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery(
        CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
      );
      return JSON.stringify(result.rows);
    });
  }

  it.each([
    ['a surname or name prefix', 'fern mar', /customers_(surname|name)_search_idx/],
    ['an email', 'nuevo@example.com', /customers_email_search_idx/],
    ['a DNI or customer number', '38456789', /customers_dni_idx|customers_cliente/],
  ])('finds by %s through an index', async (_kind, text, index) => {
    const found = await plan(text);
    expect(found).toMatch(index);
    expect(found).not.toMatch(/SCAN customers(?! USING)|Seq Scan on customers/);
  });
});
