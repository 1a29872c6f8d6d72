// Migration 0027 (the requests desk) on a database with requests from before it: each old row gets its queue,
// legal class and due date from today's rules, the name and locality from the customer record or the payload,
// the search text, and closed ones their closing; and the migration rolls back cleanly.
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/infrastructure/db/migrate.js';
import { migrationProvider } from '../../src/infrastructure/db/migrations/index.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('migration 0027-requests-desk (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('backfills the desk fields of old requests and rolls back', async () => {
    const db = t.app.db;
    const migrator = new Migrator({ db, provider: migrationProvider(t.app.dbHandle.dialect) });
    const down = await migrator.migrateTo('0025-back-office-foundation');
    expect(down.error).toBeUndefined();
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('cliente', '=', 104601)
      .executeTakeFirstOrThrow();
    const old = {
      company_code: 2,
      email: null,
      assigned_staff_id: null,
      updated_at: '2026-11-25T12:00:00.000Z',
    };
    // Written as the old schema knew it: without the desk columns.
    await db
      .insertInto('requests')
      .values([
        {
          ...old,
          number: 'G-2026-500001',
          type: 52,
          customer_id: customer.id,
          summary: 'Consulta sobre mi factura',
          payload: JSON.stringify({ reason: 'Consulta sobre mi factura' }),
          status: 'in_progress',
          created_at: '2026-11-20T12:00:00.000Z',
        },
        {
          ...old,
          number: 'G-2026-500002',
          type: 1,
          customer_id: null,
          summary: 'Hola',
          payload: JSON.stringify({ name: 'José Núñez', locality: 'Tolhuin' }),
          status: 'resolved',
          created_at: '2026-11-16T12:00:00.000Z',
        },
        {
          ...old,
          number: 'G-2026-500003',
          type: 1,
          customer_id: null,
          summary: 'x',
          payload: '{}',
          status: 'archivada',
          created_at: '2026-11-16T12:00:00.000Z',
        },
      ] as never)
      .execute();
    expect(await migrateToLatest(db, t.app.dbHandle.dialect)).toEqual(['0027-requests-desk']);
    const rows = await db
      .selectFrom('requests')
      .select([
        'number',
        'status',
        'queue',
        'request_class',
        'due_date',
        'version',
        'is_open',
        'closed_at',
        'customer_name',
        'locality',
        'search_text',
      ])
      .where('number', 'like', 'G-2026-5%')
      .orderBy('number')
      .execute();
    expect(rows[0]).toMatchObject({
      status: 'in_progress',
      queue: 'administracion',
      request_class: 'facturacion',
      due_date: '2026-11-30',
      version: 1,
      is_open: 1,
      closed_at: null,
      customer_name: 'Lucas Sosa',
      locality: 'Ushuaia',
    });
    expect(rows[0]!.search_text).toContain('104601');
    expect(rows[1]).toMatchObject({
      status: 'resolved',
      queue: 'comercial',
      request_class: 'otros',
      is_open: 0,
      closed_at: '2026-11-25T12:00:00.000Z',
      customer_name: 'José Núñez',
      locality: 'Tolhuin',
    });
    expect(rows[1]!.search_text).toContain('jose nunez');
    // A status the desk does not know reads as new.
    expect(rows[2]).toMatchObject({ status: 'received', is_open: 1 });
  });
});
