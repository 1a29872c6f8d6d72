// Trámites rules on the messages endpoint (issue #15, ADR 0073) on both databases: acquire (9) sells only
// active top-level plans of products the record does not have; plan change (10) changes only products it has,
// to an active plan that differs from the plan the DATABASE says it has, and stores that plan, not the
// sender's claim. Refusals are 400 VALIDATION_ERROR on the field and store nothing.
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerId, loginAs } from '../support/account-helpers.js';
import { bearer, countRows, customerBodies, freshAddress, MESSAGES_URL } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

/** 104523 has Internet (GPON 300) and Click TV (CLICK FULL); 104524 only DIBOX. */
const FULL = 104523;
const DIBOX_ONLY = 104524;

describe.each(dialects)('Trámites rules (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let token: string;

  beforeAll(async () => {
    ({ token } = await loginAs(t));
  });

  const post = (payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload,
      headers: bearer(token),
      remoteAddress: freshAddress(),
    });
  const acquire = (client: number, plans: Record<string, string>) => {
    const { clickTvPlan: _default, ...body } = customerBodies(client)[9];
    return post({ ...body, ...plans });
  };
  const planChange = (client: number, plans: Record<string, string>) => {
    const { internetPlan: _plan, currentInternetPlan: _current, ...body } = customerBodies(client)[10];
    return post({ ...body, ...plans });
  };
  const storedRequest = async (id: number) => {
    const row = await t.app.db
      .selectFrom('requests')
      .select(['payload', 'summary', 'customer_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> };
  };

  describe('refusals store nothing', () => {
    let before: number;
    beforeAll(async () => {
      before = await countRows(t, 'requests');
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(before);
    });

    it.each([
      [
        'a product the record has',
        FULL,
        { clickTvPlan: 'CLICK BASICO' },
        'clickTvPlan',
        'productAlreadyContracted',
      ],
      [
        'internet when it has it',
        FULL,
        { internetPlan: 'GPON 600' },
        'internetPlan',
        'productAlreadyContracted',
      ],
      ['an unknown plan', DIBOX_ONLY, { internetPlan: 'GPON 500' }, 'internetPlan', 'planUnavailable'],
      [
        "another product's plan",
        DIBOX_ONLY,
        { internetPlan: 'CLICK FULL' },
        'internetPlan',
        'planUnavailable',
      ],
      ['an add-on packet', DIBOX_ONLY, { clickTvPlan: 'DECO ADICIONAL' }, 'clickTvPlan', 'planUnavailable'],
    ] as const)('refuses acquiring %s', async (_case, client, plans, field, message) => {
      const res = await acquire(client, plans);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: messages[message] } });
    });

    it('refuses acquiring an inactive plan', async () => {
      await t.app.db
        .updateTable('plans')
        .set({ active: 0 })
        .where('packet_name', '=', 'CLICK BASICO')
        .execute();
      try {
        const res = await acquire(DIBOX_ONLY, { clickTvPlan: 'CLICK BASICO' });
        expect(res.json()).toMatchObject({ fields: { clickTvPlan: messages.planUnavailable } });
      } finally {
        await t.app.db
          .updateTable('plans')
          .set({ active: 1 })
          .where('packet_name', '=', 'CLICK BASICO')
          .execute();
      }
    });

    it("refuses a plan change to the database's current plan even when the body claims another", async () => {
      const res = await planChange(FULL, { internetPlan: 'GPON 300', currentInternetPlan: 'GPON 100' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: expect.any(String),
        code: 'VALIDATION_ERROR',
        fields: { internetPlan: messages.planUnchanged },
      });
      const both = await planChange(FULL, {
        internetPlan: 'GPON 300',
        currentInternetPlan: 'GPON 100',
        clickTvPlan: 'CLICK FULL',
        currentClickTvPlan: 'CLICK BASICO',
      });
      expect(both.json()).toMatchObject({ fields: { internetPlan: messages.planUnchanged } });
    });

    it("refuses changing a product the record lacks, and a plan the catalogue doesn't sell", async () => {
      const lacking = await planChange(DIBOX_ONLY, { internetPlan: 'GPON 600' });
      expect(lacking.statusCode).toBe(400);
      expect(lacking.json()).toMatchObject({ fields: { internetPlan: messages.productNotContracted } });
      const unknown = await planChange(FULL, { clickTvPlan: 'CLICK PREMIUM' });
      expect(unknown.json()).toMatchObject({ fields: { clickTvPlan: messages.planUnavailable } });
    });
  });

  it('accepts acquiring both products for 104524 and links the request to it', async () => {
    const res = await acquire(DIBOX_ONLY, { internetPlan: 'GPON 300', clickTvPlan: 'CLICK FULL' });
    expect(res.statusCode).toBe(201);
    const stored = await storedRequest((res.json() as { id: number }).id);
    expect(stored.payload).toMatchObject({ internetPlan: 'GPON 300', clickTvPlan: 'CLICK FULL' });
    expect(stored.customer_id).not.toBeNull();
  });

  it("stores a plan change with the database's current plans, whatever the body claimed", async () => {
    const res = await planChange(FULL, {
      internetPlan: 'GPON 600',
      currentInternetPlan: 'GPON 100',
      currentClickTvPlan: 'CLICK BASICO',
    });
    expect(res.statusCode).toBe(201);
    const stored = await storedRequest((res.json() as { id: number }).id);
    expect(stored.payload).toMatchObject({
      internetPlan: 'GPON 600',
      currentInternetPlan: 'GPON 300',
      currentClickTvPlan: 'CLICK FULL',
    });
    // People read plan names, from the database's plans: the claimed current plans never reach the summary.
    expect(stored.summary).toContain('Plan de Internet: Internet 300 Megas → Internet 600 Megas');
    expect(stored.summary).toContain('Plan de Click TV actual: Click TV Full');
    expect(stored.summary).not.toMatch(/Internet 100 Megas|Click TV Básico|GPON/);
  });

  it('accepts keeping one plan while changing the other', async () => {
    const res = await planChange(FULL, { internetPlan: 'GPON 300', clickTvPlan: 'CLICK BASICO' });
    expect(res.statusCode).toBe(201);
  });

  it('counts a Multiplay service as internet', async () => {
    const row = await t.app.db
      .insertInto('customer_services')
      .values({
        customer_id: await customerId(t, DIBOX_ONLY),
        producto: 'Multiplay',
        producto_tipo: 'MULTIPLAY',
        plan_id: null,
        estado: 'ACTIVO',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const res = await acquire(DIBOX_ONLY, { internetPlan: 'GPON 300' });
      expect(res.json()).toMatchObject({ fields: { internetPlan: messages.productAlreadyContracted } });
      expect((await planChange(DIBOX_ONLY, { internetPlan: 'GPON 300' })).statusCode).toBe(201);
    } finally {
      await t.app.db.deleteFrom('customer_services').where('id', '=', row.id).execute();
    }
  });
});
