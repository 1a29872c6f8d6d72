// Migrations and the demo seed, on each dialect.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/infrastructure/db/migrate.js';
import type { Database } from '../../src/infrastructure/db/schema.js';
import { seedDemoData } from '../../src/dev/seed/index.js';
import { verifyPassword } from '../../src/lib/password.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const TABLES = [
  'customers',
  'customer_phones',
  'logins',
  'login_customers',
  'customer_services',
  'products',
  'plans',
  'invoices',
  'payment_links',
  'payment_link_invoices',
  'debit_registrations',
  'requests',
  'request_attachments',
  'one_time_codes',
  'outbox_mail',
  'popups',
  'coupons',
  'customer_coupons',
  'company_config',
  'banks',
  'payment_methods',
  'card_bins',
  'staff_users',
  'audit_log',
] as const;

async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe.each(dialects)('database (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  it('creates every table of the data model, and a second run applies nothing', async () => {
    const tables = (await t.app.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining([...TABLES]));
    expect(await migrateToLatest(t.app.db, t.app.dbHandle.dialect)).toEqual([]);
  });

  it('fills timestamps in the one portable format', async () => {
    const row = await t.app.db.selectFrom('customers').select('created_at').executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('seeds the demo data once: a second run changes nothing', async () => {
    const before = await counts(t.app.db);
    expect(await seedDemoData(t.app.db)).toBe(false);
    expect(await counts(t.app.db)).toEqual(before);
    // cliente@, nuevo@, datos@, primer@, debito@ (the contact data, first-entry and debit journeys' logins),
    // autorizado@ (authorised by 104523's holder), robo@ and robo.movil@ ('No fui yo'), primer2@ and baja@
    // (the cancellation without an account).
    expect(before.logins).toBe(10);
    // staff@ (admin) and agente@ (agente), enrolled with the demo TOTP secret.
    expect(before.staff_users).toBe(2);
    expect(before.popups).toBe(1);
  });

  it('seeds the demo customer as design §5 describes', async () => {
    const db = t.app.db;
    const login = await db
      .selectFrom('logins')
      .selectAll()
      .where('email', '=', 'cliente@example.com')
      .executeTakeFirstOrThrow();
    expect(login.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(login.password_hash, 'Demo1234')).toBe(true);
    const customers = await db
      .selectFrom('login_customers')
      .innerJoin('customers', 'customers.id', 'login_customers.customer_id')
      .select(['customers.id', 'customers.estado', 'customers.debito_cbu'])
      .where('login_customers.login_id', '=', login.id)
      .execute();
    expect(customers).toHaveLength(2);
    const connected = customers.find((c) => c.estado === 'CONECTADO');
    expect(connected?.debito_cbu).toBeNull();
    const services = await db
      .selectFrom('customer_services')
      .select('producto_tipo')
      .where('customer_id', '=', connected?.id ?? -1)
      .execute();
    expect(services.map((s) => s.producto_tipo).sort()).toEqual(['CLICK TV', 'INTERNET']);
    const invoices = await db
      .selectFrom('invoices')
      .select(['estado', 'vencimiento'])
      .where('customer_id', '=', connected?.id ?? -1)
      .execute();
    expect(invoices.map((i) => i.estado).sort()).toEqual(['IMPAGA', 'PAGA', 'PAGA', 'PARCIAL']);
    expect(new Set(invoices.map((i) => i.vencimiento)).size).toBe(4);
    const phones = await db
      .selectFrom('customer_phones')
      .select('phone')
      .where('customer_id', '=', connected?.id ?? -1)
      .execute();
    expect(phones).toHaveLength(2);

    const nuevo = await db
      .selectFrom('logins')
      .select('entry')
      .where('email', '=', 'nuevo@example.com')
      .executeTakeFirstOrThrow();
    expect(nuevo.entry).toBe(1);
    const staff = await db
      .selectFrom('staff_users')
      .select('password_hash')
      .where('email', '=', 'staff@example.com')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(staff.password_hash, 'Staff1234')).toBe(true);
  });

  it('seeds the debit reference lists', async () => {
    const methods = await t.app.db.selectFrom('payment_methods').select('medcobroid').execute();
    expect(methods.map((m) => m.medcobroid).sort((a, b) => a - b)).toEqual([12, 13, 27, 32, 33, 35, 45]);
    const banks = await t.app.db.selectFrom('banks').select('banconombre').execute();
    expect(banks.map((b) => b.banconombre)).toContain('Banco Provincia de Tierra del Fuego');
    const bins = await t.app.db.selectFrom('card_bins').select(['is_prepaid', 'currency']).execute();
    expect(bins.some((b) => b.is_prepaid === 1)).toBe(true);
    expect(bins.some((b) => b.currency !== 'ARS')).toBe(true);
    const coupons = await t.app.db.selectFrom('coupons').select('id').execute();
    expect(coupons.length).toBeGreaterThan(0);
  });

  it('rejects negative money and dangling references', async () => {
    const product = await t.app.db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    await expect(
      t.app.db
        .insertInto('plans')
        .values({
          product_id: product.id,
          packet_name: 'X',
          name: 'X',
          amount_cents: -1,
          sort_order: 0,
        } as never)
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.app.db
        .insertInto('customer_phones')
        .values({ customer_id: 999_999, phone: '2901000000', position: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps the audit log append-only: the database refuses to edit or delete an entry', async () => {
    const staff = await t.app.db.selectFrom('staff_users').select('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('audit_log')
      .values({ staff_user_id: staff.id, action: 'test.entry', entity: 'requests', ip: '127.0.0.1' })
      .execute();
    await expect(t.app.db.updateTable('audit_log').set({ action: 'forged' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    const rows = await t.app.db.selectFrom('audit_log').select('action').execute();
    expect(rows).toEqual([{ action: 'test.entry' }]);
  });
});

describe.each(dialects)('database without demo data (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { SEED_DEMO: 'false' } });

  it('starts empty and still answers the public reads', async () => {
    expect(await t.app.db.selectFrom('logins').select('id').execute()).toEqual([]);
    expect((await t.request({ url: '/api/rates/' })).json()).toEqual([]);
    expect((await t.request({ url: '/api/custom-modals/' })).json()).toEqual([]);
    const config = (await t.request({ url: '/api/config/' })).json();
    expect(config).toMatchObject({ phone: '', company_code: 2, im: {} });
  });
});
