// Trámites options (issue #15): GET /api/customer/{clientenro}/tramites/opciones/ on both databases: each
// record's current internet and Click TV plans with the catalogue's active top-level plans, whether the login
// is the holder, and refusals for records of others and missing tokens.
import { formalityOptionsSchema, pesosToCents } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const internetPlans = [
  ['GPON 100', 22_500],
  ['GPON 300', 32_000],
  ['GPON 600', 41_500],
  ['GPON 1000', 52_900],
] as const;
const clickTvPlans = ['CLICK BASICO', 'CLICK FULL'];

describe.each(dialects)('Trámites options (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let holderToken: string;
  let authorisedToken: string;
  const options = (clientenro: number, token: string | null = holderToken) =>
    t.request({
      url: `/api/customer/${clientenro}/tramites/opciones/`,
      headers: token ? bearer(token) : {},
    });

  beforeAll(async () => {
    ({ token: holderToken } = await loginAs(t));
    ({ token: authorisedToken } = await loginAs(t, 'autorizado@example.com'));
  });

  it('answers 104523 its current plans and the catalogue in its order, add-ons and other products left out', async () => {
    const res = await options(104523);
    expect(res.statusCode).toBe(200);
    const body = formalityOptionsSchema.parse(res.json());
    expect(body.holder).toBe(true);
    expect(body.products.map((p) => [p.product, p.label])).toEqual([
      ['internet', 'Internet'],
      ['clickTv', 'Click TV'],
    ]);
    const [internet, clickTv] = body.products;
    expect(internet!.current).toEqual({
      packet_name: 'GPON 300',
      name: 'Internet 300 Megas',
      amount_cents: pesosToCents(32_000),
      promotion: false,
    });
    expect(internet!.plans.map((p) => [p.packet_name, p.amount_cents])).toEqual(
      internetPlans.map(([name, pesos]) => [name, pesosToCents(pesos)]),
    );
    expect(internet!.plans.find((p) => p.packet_name === 'GPON 1000')?.promotion).toBe(true);
    expect(clickTv!.current?.packet_name).toBe('CLICK FULL');
    expect(clickTv!.plans.map((p) => p.packet_name)).toEqual(clickTvPlans);
  });

  it('answers 104524 (only DIBOX) no current plan of either product, so both can be acquired', async () => {
    const body = formalityOptionsSchema.parse((await options(104524)).json());
    expect(body.holder).toBe(true);
    expect(body.products.map((p) => p.current)).toEqual([null, null]);
    expect(body.products[0]!.plans.map((p) => p.packet_name)).toEqual(internetPlans.map(([name]) => name));
  });

  it('leaves out inactive plans and inactive products', async () => {
    await t.app.db.updateTable('plans').set({ active: 0 }).where('packet_name', '=', 'GPON 600').execute();
    try {
      const body = formalityOptionsSchema.parse((await options(104524)).json());
      expect(body.products[0]!.plans.map((p) => p.packet_name)).toEqual([
        'GPON 100',
        'GPON 300',
        'GPON 1000',
      ]);
    } finally {
      await t.app.db.updateTable('plans').set({ active: 1 }).where('packet_name', '=', 'GPON 600').execute();
    }
  });

  it('tells an authorised login it is not the holder, with the same plans', async () => {
    const res = await options(104523, authorisedToken);
    expect(res.statusCode).toBe(200);
    const body = formalityOptionsSchema.parse(res.json());
    expect(body.holder).toBe(false);
    expect(body.products[0]!.current?.packet_name).toBe('GPON 300');
  });

  it('refuses a record of another login (403) and a missing token (401)', async () => {
    expect((await options(104601)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await options(104601)).statusCode).toBe(403);
    expect((await options(104524, authorisedToken)).statusCode).toBe(403);
    const anonymous = await options(104523, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
