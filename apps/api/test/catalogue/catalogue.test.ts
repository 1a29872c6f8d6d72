// The catalogue under /api/admin/catalogo/: any member reads it, only admins change it; every change is
// audited with before and after, guarded by its version (parallel saves: one wins, the other gets 409), and
// purges the public rates (Date is frozen here, so only a purge shows a change before the cache's TTL). A new
// price for a plan with subscribers needs a date and mails each of them once. Runs on both databases.
import {
  addDays,
  catalogueMessages,
  promotionMessages,
  todayInUshuaia,
  toIsoDate,
  type Catalogue,
  type CataloguePlan,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCustomers } from '../../src/dev/seed/people.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/catalogo/';
const PLANS = `${URL}planes/`;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

/** The body of a PATCH that keeps everything of `plan` but what `changes` says. */
function editOf(plan: CataloguePlan, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { packetName, name, amountCents, promotion, regularAmountCents, promotionFrom, promotionUntil } =
    plan;
  return {
    version: plan.version,
    packetName,
    name,
    amountCents,
    promotion,
    regularAmountCents,
    promotionFrom,
    promotionUntil,
    active: plan.active,
    sortOrder: plan.sortOrder,
    ...changes,
  };
}

async function publishedCents(t: TestApp, packetName: string): Promise<number | undefined> {
  type Packet = { packet_name: string; amount_cents: number; packets?: Packet[] };
  const rates: Array<{ packets: Packet[] }> = (await t.request({ url: '/api/rates/' })).json();
  const all = rates.flatMap((r) => r.packets);
  return all.find((p) => p.packet_name === packetName)?.amount_cents;
}

/** The seeded customer records with GPON 100 among their services: the plan's subscribers. */
const GPON_100_SUBSCRIBERS = demoCustomers
  .flatMap((login) => login.customers)
  .filter((customer) => customer.services.includes('GPON 100')).length;

const noticeMails = (t: TestApp, planName: string) =>
  t.app.db
    .selectFrom('outbox_mail')
    .select(['to_address', 'subject', 'text_body'])
    .where('subject', 'like', `Nuevo precio de tu plan ${planName} %`)
    .orderBy('id')
    .execute();

describe.each(dialects)('catalogue admin (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    token: string | undefined,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    t.request({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const planOf = async (packetName: string, token: string): Promise<CataloguePlan> => {
    const catalogue = (await call('GET', URL, token)).json() as Catalogue;
    const plan = catalogue.products
      .flatMap((p) => p.plans)
      .find((p) => p.packetName === packetName && p.parentId === null);
    if (!plan) throw new Error(`no plan ${packetName}`);
    return plan;
  };
  const audit = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('shows every product with its plans, each followed by its add-ons, and their subscribers, to any member', async () => {
    const res = await call('GET', URL, await staffTokenAs(t, 'agente'));
    expect(res.statusCode).toBe(200);
    const { products } = res.json() as Catalogue;
    expect(products.map((p) => p.productName)).toEqual(['Gpon', 'ClickTv', 'Dibox', 'Telefonia']);
    const internet = products[0]!.plans;
    const gpon300 = internet.findIndex((p) => p.packetName === 'GPON 300');
    expect(internet.slice(gpon300 + 1, gpon300 + 3).map((p) => [p.packetName, p.parentId])).toEqual([
      ['WIFI MESH', internet[gpon300]!.id],
      ['IP FIJA', internet[gpon300]!.id],
    ]);
    expect(internet.find((p) => p.packetName === 'GPON 100')).toMatchObject({
      subscribers: GPON_100_SUBSCRIBERS,
      version: 1,
    });
  });

  it('keeps changes to admins: 403 for an agente and a supervisor, 401 without a session', async () => {
    const plan = await planOf('GPON 600', await staffTokenAs(t, 'agente'));
    for (const role of ['agente', 'supervisor'] as const) {
      const token = await staffTokenAs(t, role);
      expect((await call('PATCH', `${PLANS}${plan.id}/`, token, editOf(plan))).statusCode).toBe(403);
      const created = await call('POST', PLANS, token, {
        productId: plan.productId,
        packetName: 'X',
        name: 'X',
        amountCents: 1,
      });
      expect(created.statusCode).toBe(403);
    }
    expect((await call('PATCH', `${PLANS}${plan.id}/`, undefined, editOf(plan))).statusCode).toBe(401);
  });

  it('answers bad input with a Spanish message per field', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const plan = await planOf('GPON 600', admin);
    const res = await call(
      'PATCH',
      `${PLANS}${plan.id}/`,
      admin,
      editOf(plan, {
        amountCents: -100,
        promotion: true,
        regularAmountCents: null,
        promotionUntil: null,
        name: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        name: catalogueMessages.nameMissing,
        amountCents: catalogueMessages.priceNegative,
        regularAmountCents: promotionMessages.regularAmountMissing,
        promotionUntil: promotionMessages.untilMissing,
      },
    });
    const fraction = await call('PATCH', `${PLANS}${plan.id}/`, admin, editOf(plan, { amountCents: 10.5 }));
    expect(fraction.json()).toMatchObject({ fields: { amountCents: catalogueMessages.priceNotCents } });
  });

  it('publishes a saved price on the next load, audited with before and after, and refuses a stale version', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const plan = await planOf('GPON 600', admin);
    expect(await publishedCents(t, 'GPON 600')).toBe(plan.amountCents);

    const res = await call('PATCH', `${PLANS}${plan.id}/`, admin, editOf(plan, { amountCents: 4_444_400 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: { amountCents: 4_444_400, version: 2 }, notice: null });
    expect(await publishedCents(t, 'GPON 600')).toBe(4_444_400);

    const [entry] = await audit('plan.update');
    expect(entry).toMatchObject({ entity: 'plan', entity_id: String(plan.id) });
    expect(JSON.parse(entry!.before_state!)).toMatchObject({ amountCents: plan.amountCents, version: 1 });
    expect(JSON.parse(entry!.after_state!)).toMatchObject({ amountCents: 4_444_400, version: 2 });

    const stale = await call('PATCH', `${PLANS}${plan.id}/`, admin, editOf(plan, { amountCents: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.stale });
  });

  it('publishes the price after a promotion while its window has not started', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const plan = await planOf('GPON 1000', admin);
    expect(plan).toMatchObject({ promotion: true, regularAmountCents: 6_490_000 });
    const tomorrow = toIsoDate(addDays(todayInUshuaia(), 1));
    const later = toIsoDate(addDays(todayInUshuaia(), 30));
    const body = editOf(plan, { promotionFrom: tomorrow, promotionUntil: later });
    expect((await call('PATCH', `${PLANS}${plan.id}/`, admin, body)).statusCode).toBe(200);
    expect(await publishedCents(t, 'GPON 1000')).toBe(6_490_000);
  });

  it('lets one of two parallel saves of the same version win; the other gets 409', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const plan = await planOf('CLICK BASICO', admin);
    const answers = await Promise.all(
      [1_000_000, 2_000_000, 3_000_000].map((cents) =>
        call('PATCH', `${PLANS}${plan.id}/`, admin, editOf(plan, { amountCents: cents })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as { plan: CataloguePlan };
    expect(await planOf('CLICK BASICO', admin)).toMatchObject({
      version: 2,
      amountCents: winner.plan.amountCents,
    });
  });

  it('asks for the date a new price applies to subscribers, then mails each of them once, even under parallel and retried saves', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const plan = await planOf('GPON 100', admin);
    const body = editOf(plan, { amountCents: 2_600_000 });
    const undated = await call('PATCH', `${PLANS}${plan.id}/`, admin, body);
    expect(undated.statusCode).toBe(400);
    expect(undated.json()).toMatchObject({
      fields: { effectiveDate: catalogueMessages.effectiveDateMissing },
    });
    expect(await noticeMails(t, plan.name)).toEqual([]);

    const today = toIsoDate(todayInUshuaia());
    const dated = { ...body, effectiveDate: today };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('PATCH', `${PLANS}${plan.id}/`, admin, dated)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const retried = await call('PATCH', `${PLANS}${plan.id}/`, admin, dated);
    expect(retried.statusCode).toBe(409);

    const saved = answers.find((a) => a.statusCode === 200)!.json() as { notice: { mailed: number } };
    const mails = await noticeMails(t, plan.name);
    expect(saved.notice).toEqual({ effectiveDate: today, mailed: GPON_100_SUBSCRIBERS });
    expect(mails).toHaveLength(GPON_100_SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(GPON_100_SUBSCRIBERS);
    const [day, month, year] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
    expect(mails[0]!.text_body).toContain(`desde el ${day}/${month}/${year}`);
    expect(mails[0]!.text_body).toMatch(/Precio actual: \$\s22\.500,00/);
    expect(mails[0]!.text_body).toMatch(/Precio nuevo: \$\s26\.000,00/);
    const changes = await t.app.db
      .selectFrom('plan_price_changes')
      .selectAll()
      .where('plan_id', '=', plan.id)
      .execute();
    expect(changes).toMatchObject([
      { old_amount_cents: 2_250_000, new_amount_cents: 2_600_000, effective_date: today },
    ]);
  });

  it('creates an add-on under a plan, once for a repeated Idempotency-Key, and refuses a parent of another product', async () => {
    const admin = await staffTokenAs(t, 'admin');
    const parent = await planOf('GPON 1000', admin);
    const body = {
      productId: parent.productId,
      parentId: parent.id,
      packetName: 'ROUTER EXTRA',
      name: 'Router extra',
      amountCents: 350_000,
    };
    const headers = { 'idempotency-key': 'catalogue-create-0001' };
    const [first, second] = [
      await call('POST', PLANS, admin, body, headers),
      await call('POST', PLANS, admin, body, headers),
    ];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await t.app.db
      .selectFrom('plans')
      .select('id')
      .where('packet_name', '=', 'ROUTER EXTRA')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await audit('plan.create')).toHaveLength(1);

    const tv = await planOf('CLICK FULL', admin);
    const elsewhere = await call('POST', PLANS, admin, { ...body, packetName: 'OTRO', parentId: tv.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ fields: { parentId: catalogueMessages.parentElsewhere } });
  });
});
