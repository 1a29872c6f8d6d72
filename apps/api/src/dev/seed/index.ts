// Demo data (design §5) for an EMPTY database. Idempotent by construction: it does nothing when any login,
// customer, product or config row exists, and it writes everything in one transaction, so a crash never
// leaves half a demo behind.
import { pesosToCents } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../../lib/password.js';
import { PopupsRepository } from '../../areas/content/index.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { addDays, toDbDate } from '../../infrastructure/db/time.js';
import {
  banks,
  cardBins,
  catalogueEntry,
  coupons,
  customerCoupons,
  paymentMethods,
  planDetailColumns,
  products,
  type SeedPlan,
} from './catalogue.js';
import { companyConfig, homePopup } from './company.js';
import {
  DEMO_LOGINS,
  DEMO_STAFF_TOTP_SECRET,
  demoAuthorisedLogins,
  demoCustomers,
  demoStaff,
} from './people.js';
import { seedInvoices } from './invoices.js';
import { seedRequests } from './requests.js';
import { seedCannedReplies } from './canned-replies.js';

export { DEMO_LOGINS } from './people.js';

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of ['logins', 'customers', 'products', 'company_config', 'staff_users'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}

async function insertPlans(
  trx: Transaction<Database>,
  productId: number,
  plans: SeedPlan[],
  parentId: number | null,
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, plan] of plans.entries()) {
    const row = await trx
      .insertInto('plans')
      .values({
        product_id: productId,
        parent_id: parentId,
        packet_name: plan.packetName,
        name: plan.name,
        amount_cents: pesosToCents(plan.pesos),
        promotion: plan.promotion ? 1 : 0,
        sort_order: index + 1,
        ...planDetailColumns(plan, now),
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(plan.packetName, row.id);
    if (plan.addOns) await insertPlans(trx, productId, plan.addOns, row.id, now);
  }
  return ids;
}

async function seedCatalogue(trx: Transaction<Database>, now: Date): Promise<Map<string, number>> {
  const planIds = new Map<string, number>();
  for (const [index, product] of products.entries()) {
    const row = await trx
      .insertInto('products')
      .values({
        product_name: product.productName,
        service_type: product.serviceType,
        sort_order: index + 1,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [name, id] of await insertPlans(trx, row.id, product.plans, null, now)) planIds.set(name, id);
  }
  await trx
    .insertInto('banks')
    .values(banks.map(([bancoid, banconombre]) => ({ bancoid, banconombre, active: 1 })))
    .execute();
  await trx
    .insertInto('payment_methods')
    .values(
      paymentMethods.map(([medcobroid, medcobronombre, kind], i) => ({
        medcobroid,
        medcobronombre,
        kind,
        active: 1,
        sort_order: i + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('card_bins')
    .values(
      cardBins.map((b) => ({
        prefix: b.prefix,
        brand: b.brand,
        issuer: b.issuer,
        is_prepaid: b.prepaid ? 1 : 0,
        currency: b.currency,
        country: b.country,
      })),
    )
    .execute();
  await trx
    .insertInto('coupons')
    .values(
      coupons.map((c, i) => ({
        code: c.code,
        title: c.title,
        description: c.description,
        partner: c.partner,
        discount_text: c.discountText,
        valid_from: toDbDate(addDays(now, c.validFromDays)),
        valid_until: toDbDate(addDays(now, c.validUntilDays)),
        active: 1,
        sort_order: i + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('company_config')
    .values(Object.entries(companyConfig).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .execute();
  await new PopupsRepository(trx).insert(homePopup(now));
  return planIds;
}

/** A demo login with the password hashed beforehand for its email. */
async function insertLogin(
  trx: Transaction<Database>,
  demo: { loginEmail: string; entry: number },
  hashes: Map<string, string>,
): Promise<{ id: number }> {
  return trx
    .insertInto('logins')
    .values({ email: demo.loginEmail, password_hash: hashes.get(demo.loginEmail) ?? '', entry: demo.entry })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function seedPeople(
  trx: Transaction<Database>,
  now: Date,
  planIds: Map<string, number>,
  hashes: Map<string, string>,
  sealTotpSecret: SealTotpSecret | undefined,
): Promise<void> {
  for (const group of demoCustomers) {
    const login = await insertLogin(trx, group, hashes);
    for (const c of group.customers) {
      const { phones, services, invoices, ...fields } = c;
      const customer = await trx
        .insertInto('customers')
        .values({ ...fields, debito_cbu: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('login_customers')
        .values({ login_id: login.id, customer_id: customer.id })
        .execute();
      await trx
        .insertInto('customer_phones')
        .values(phones.map((phone, position) => ({ customer_id: customer.id, phone, position })))
        .execute();
      if (services.length > 0) {
        await trx
          .insertInto('customer_services')
          .values(
            services.map((packet) => ({
              customer_id: customer.id,
              producto: catalogueEntry(packet).plan.name,
              producto_tipo: catalogueEntry(packet).serviceType,
              plan_id: planIds.get(packet) ?? null,
              estado: c.estado === 'CONECTADO' ? 'ACTIVO' : 'SUSPENDIDO',
            })),
          )
          .execute();
      }
      await seedInvoices(trx, customer.id, { services, invoices }, now);
    }
  }
  for (const authorised of demoAuthorisedLogins) {
    const login = await insertLogin(trx, authorised, hashes);
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where('cliente', '=', authorised.cliente)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('login_customers')
      .values({ login_id: login.id, customer_id: customer.id, relation: 'authorised' })
      .execute();
  }
  for (const member of demoStaff) {
    await trx
      .insertInto('staff_users')
      .values({
        ...member,
        password_hash: hashes.get(member.email) ?? '',
        active: 1,
        ...(sealTotpSecret
          ? { totp_secret: sealTotpSecret(DEMO_STAFF_TOTP_SECRET), totp_enrolled_at: now.toISOString() }
          : {}),
      })
      .execute();
  }
}

async function seedCustomerCoupons(trx: Transaction<Database>): Promise<void> {
  for (const { cliente, codes } of customerCoupons) {
    await trx
      .insertInto('customer_coupons')
      .columns(['customer_id', 'coupon_id'])
      .expression((eb) =>
        eb
          .selectFrom('customers')
          .innerJoin('coupons', (join) => join.onTrue())
          .select(['customers.id as customer_id', 'coupons.id as coupon_id'])
          .where('customers.cliente', '=', cliente)
          .where('coupons.code', 'in', codes),
      )
      .execute();
  }
}

/** Seals a TOTP secret the way the staff sign-in opens it (StaffSecrets). */
export type SealTotpSecret = (secret: string) => string;

/**
 * Seeds the demo data when the database is empty. Returns whether it wrote anything. With `sealTotpSecret`
 * (development and tests only) the demo staff are enrolled with the public DEMO_STAFF_TOTP_SECRET.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  now: Date = new Date(),
  sealTotpSecret?: SealTotpSecret,
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  // Hash outside the transaction: argon2 is slow on purpose and must not hold a write lock. One hash per
  // distinct password (demo logins share them), so the seed stays within the hash queue however many logins.
  const byPassword = new Map(
    await Promise.all(
      [...new Set(DEMO_LOGINS.map((l) => l.password))].map(async (p) => [p, await hashPassword(p)] as const),
    ),
  );
  const hashes = new Map(DEMO_LOGINS.map((l) => [l.email, byPassword.get(l.password)!] as const));
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await isDatabaseEmpty(trx))) return false;
      const planIds = await seedCatalogue(trx, now);
      await seedPeople(trx, now, planIds, hashes, sealTotpSecret);
      await seedCustomerCoupons(trx);
      await seedRequests(trx, now);
      await seedCannedReplies(trx);
      return true;
    });
  } catch (error) {
    // Two instances starting together on one PostgreSQL: the loser hits a unique constraint and rolls back.
    if (!(await isDatabaseEmpty(db))) return false;
    throw error;
  }
}
