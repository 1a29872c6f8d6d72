// The customer beside a request, GET /api/admin/clientes/{n}/resumen/: data, services, balance, invoices,
// payments, the automatic debit masked (never the whole number), past requests and coupons; every read is in
// the audit log as a read of personal data.
import { customerPanelSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DebitSealer } from '../../src/areas/debit/debit-sealer.js';
import { bearer } from '../support/message-helpers.js';
import { insertRegistration, staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const VISA = '4509953566233704';

describe.each(dialects)('the customer panel (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  const panel = (cliente: number, auth = token) =>
    t.request({
      url: `/api/admin/clientes/${cliente}/resumen/`,
      headers: { ...bearer(auth), 'user-agent': 'desk-test' },
    });

  beforeAll(async () => {
    token = await staffTokenAs(t, 'agente');
    const sealer = new DebitSealer(t.config.debit.encryptionKey, t.config.debit.previousKeys);
    await insertRegistration(t, sealer, {
      cliente: 104523,
      medCobroId: 13,
      bancoId: 7,
      holderName: 'Martina Fernández',
      holderId: '30123456',
      number: VISA,
      cardExpiry: '2030-12',
    });
  });

  it('shows the customer with services, balance, invoices, past requests and coupons, the debit masked', async () => {
    const res = await panel(104523);
    expect(res.statusCode, res.body).toBe(200);
    const data = customerPanelSchema.parse(res.json());
    expect(data).toMatchObject({
      customerNumber: 104523,
      name: 'Martina Fernández',
      dni: '30123456',
      email: 'cliente@example.com',
      locality: 'Ushuaia',
    });
    expect(data.services.length).toBeGreaterThan(0);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(data.balanceCents).toBe(data.invoices.reduce((sum, i) => sum + i.balanceCents, 0));
    expect(data.debit).toMatchObject({ masked: '•••• 3704' });
    expect(res.body).not.toContain(VISA);
    expect(res.body).not.toContain('450995');
    expect(data.pastRequests.map((r) => r.typeLabel)).toEqual(['Reclamo', 'Cambio de plan']);
    expect(data.coupons.map((c) => c.code).sort()).toEqual(['CAFE15', 'CINE2X1']);
  });

  it('records each read in the audit log, and answers 404 for an unknown customer', async () => {
    const before = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.panel.read')
      .execute();
    await panel(104523);
    const after = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.panel.read')
      .execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ entity: 'customer', entity_id: '104523', user_agent: 'desk-test' });
    expect((await panel(999_999)).statusCode).toBe(404);
    expect((await t.request({ url: '/api/admin/clientes/104523/resumen/' })).statusCode).toBe(401);
  });
});
