// GET /api/customer/{clientenro}/cupones/: a customer's coupons with their state, only for a full session that
// owns the number.
import { customerCouponsSchema, messages, apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDbDate } from '../../src/infrastructure/db/time.js';
import { customerId, loginAs } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const extraCoupon = {
  title: 'Extra',
  description: '',
  partner: 'Comercio',
  discount_text: '5% de descuento',
  valid_from: null,
  valid_until: null,
  sort_order: 9,
};

describe.each(dialects)('customer coupons (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  const read = (clientenro: number | string, bearer: string | null = token) =>
    t.request({
      url: `/api/customer/${clientenro}/cupones/`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const couponId = async (code: string) =>
    (await t.app.db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    ({ token } = await loginAs(t));
  });

  it("answers the demo customer's two coupons: the usable one first, then the expired one", async () => {
    const res = await read(104523);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = customerCouponsSchema.parse(res.json());
    expect(body.disponibles).toBe(1);
    expect(body.cupones.map((c) => [c.codigo, c.estado])).toEqual([
      ['CAFE15', 'vigente'],
      ['CINE2X1', 'vencido'],
    ]);
    const [cafe, cine] = body.cupones;
    expect(cafe).toMatchObject({
      titulo: '15% en cafetería',
      beneficio: '15% de descuento',
      comercio: 'Café del Fin del Mundo',
      usado: null,
    });
    expect(Date.parse(cafe!.desde!)).toBeLessThan(Date.now());
    expect(Date.parse(cafe!.hasta!)).toBeGreaterThan(Date.now());
    expect(Date.parse(cine!.hasta!)).toBeLessThan(Date.now());
  });

  it('answers an empty list for an own record without coupons', async () => {
    const res = await read(104524);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cupones: [], disponibles: 0 });
  });

  it('marks a used coupon usado and stops counting it, before the expired ones', async () => {
    const customer = await customerId(t, 104523);
    const cafe = await couponId('CAFE15');
    const usedAt = '2026-01-10T15:00:00.000Z';
    await t.app.db
      .updateTable('customer_coupons')
      .set({ used_at: usedAt })
      .where('customer_id', '=', customer)
      .where('coupon_id', '=', cafe)
      .execute();
    try {
      const body = customerCouponsSchema.parse((await read(104523)).json());
      expect(body.disponibles).toBe(0);
      expect(body.cupones.map((c) => [c.codigo, c.estado, c.usado])).toEqual([
        ['CAFE15', 'usado', usedAt],
        ['CINE2X1', 'vencido', null],
      ]);
    } finally {
      await t.app.db
        .updateTable('customer_coupons')
        .set({ used_at: null })
        .where('customer_id', '=', customer)
        .where('coupon_id', '=', cafe)
        .execute();
    }
  });

  it('reads plain dates as whole days in Ushuaia, hides coupons not started yet and inactive ones', async () => {
    const customer = await customerId(t, 104524);
    const today = toDbDate(new Date(Date.now() - 3 * 3_600_000)); // the calendar day in Ushuaia (UTC-3)
    await t.app.db
      .updateTable('coupons')
      .set({ valid_from: toDbDate(addDays(new Date(), 3)) })
      .where('code', '=', 'NIEVE10')
      .execute();
    await t.app.db
      .insertInto('coupons')
      .values([
        { ...extraCoupon, code: 'HOY', valid_until: today, active: 1 },
        { ...extraCoupon, code: 'OFF', active: 0 },
      ])
      .execute();
    const ids = await Promise.all(['NIEVE10', 'HOY', 'OFF'].map(couponId));
    await t.app.db
      .insertInto('customer_coupons')
      .values(ids.map((coupon_id) => ({ customer_id: customer, coupon_id })))
      .execute();

    const body = customerCouponsSchema.parse((await read(104524)).json());
    expect(body.cupones.map((c) => [c.codigo, c.estado, c.desde])).toEqual([['HOY', 'vigente', null]]);
    expect(body.cupones[0]!.hasta).toBe(new Date(`${today}T23:59:59.999-03:00`).toISOString());
    expect(body.disponibles).toBe(1);
  });

  it("refuses another customer's number with 403", async () => {
    const res = await read(104601);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
  });

  it('refuses a login whose first-entry verification is pending, even on its own number', async () => {
    const nuevo = await loginAs(t, 'nuevo@example.com');
    const res = await read(104601, nuevo.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.firstEntryPending, code: 'FIRST_ENTRY_PENDING' });
  });

  it("refuses B's full session on A's number", async () => {
    await t.app.db.updateTable('logins').set({ entry: 0 }).where('email', '=', 'nuevo@example.com').execute();
    const nuevo = await loginAs(t, 'nuevo@example.com');
    expect((await read(104601, nuevo.token)).json()).toEqual({ cupones: [], disponibles: 0 });
    const res = await read(104523, nuevo.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('answers 401 without a valid token and 400 for a number that is not one', async () => {
    for (const bearer of [null, `${token}x`]) {
      const res = await read(104523, bearer);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.sessionExpired, code: 'SESSION_EXPIRED' });
    }
    expect((await read('abc')).statusCode).toBe(400);
  });
});
