// Mis servicios (issue #11 §2): GET /api/customer/{clientenro}/servicios/ and PUT …/factura-electronica/ on
// both databases: the owner's data with plan prices, debit and debt; other customers, first-entry tokens and
// missing tokens refused; the e-invoice opt-in changes once, with one confirmation mail, however many race.
import {
  customerServicesOverviewSchema,
  electronicInvoiceSchema,
  messages,
  pesosToCents,
  apiMessages,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbDate, addDays } from '../../src/infrastructure/db/time.js';
import { customerId, loginAs, mailbox } from '../support/account-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('Mis servicios (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let firstEntryToken: string;
  const auth = (value: string) => ({ authorization: `Bearer ${value}` });
  const overview = (clientenro: number | string, bearer = token) =>
    t.request({ url: `/api/customer/${clientenro}/servicios/`, headers: auth(bearer) });
  const setInvoice = (clientenro: number | string, payload: unknown, bearer = token) =>
    t.request({
      method: 'PUT',
      url: `/api/customer/${clientenro}/factura-electronica/`,
      headers: auth(bearer),
      payload: payload as Record<string, unknown>,
    });
  const invoiceMails = async () =>
    (await mailbox(t)).filter((m) => m.subject.includes('factura electrónica'));

  beforeAll(async () => {
    ({ token } = await loginAs(t));
    ({ token: firstEntryToken } = await loginAs(t, 'nuevo@example.com'));
  });

  it('answers the services with plan and monthly price, the debt summary and no debit', async () => {
    const res = await overview(104523);
    expect(res.statusCode).toBe(200);
    const body = customerServicesOverviewSchema.parse(res.json());
    expect(body.cliente).toBe(104523);
    expect(body.direccion).toBe('Av. Perito Moreno 1450');
    expect(body.servicios).toEqual([
      {
        producto: 'Internet 300 Megas',
        producto_tipo: 'INTERNET',
        estado: 'ACTIVO',
        plan: { name: 'Internet 300 Megas', packet_name: 'GPON 300', amount_cents: pesosToCents(32_000) },
      },
      {
        producto: 'Click TV Full',
        producto_tipo: 'CLICK TV',
        estado: 'ACTIVO',
        plan: { name: 'Click TV Full', packet_name: 'CLICK FULL', amount_cents: pesosToCents(15_900) },
      },
    ]);
    expect(body.debito).toEqual({ kind: 'none' });
    // IMPAGA 47.900 + PARCIAL 21.500; the PARCIAL one fell due 10 days ago and comes first.
    expect(body.deuda).toEqual({
      total_cents: pesosToCents(69_400),
      count: 2,
      next_due: toDbDate(addDays(new Date(), -10)),
    });
    expect(body.factura_electronica).toEqual({ enabled: false, email: null, changed_at: null });
    expect(body.email_rebota).toBe(false);
  });

  it('says the main email bounces when the newest mail to it failed, and not once a later one went out', async () => {
    const mail = (status: string) => ({
      to_address: 'cliente@example.com',
      subject: 'Aviso',
      text_body: 'Hola',
      status,
      attempts: 5,
      created_at: new Date().toISOString(),
    });
    await t.app.db.insertInto('outbox_mail').values(mail('failed')).execute();
    expect((await overview(104523)).json().email_rebota).toBe(true);
    await t.app.db.insertInto('outbox_mail').values(mail('sent')).execute();
    expect((await overview(104523)).json().email_rebota).toBe(false);
  });

  it('answers the second record of the login: nothing owed (only an ANULADA invoice)', async () => {
    const res = await overview(104524);
    expect(res.statusCode).toBe(200);
    const body = customerServicesOverviewSchema.parse(res.json());
    expect(body.estado).toBe('DESCONECTADO');
    expect(body.servicios.map((s) => s.plan?.amount_cents)).toEqual([pesosToCents(18_900)]);
    expect(body.deuda).toEqual({ total_cents: 0, count: 0, next_due: null });
  });

  it('shows the debit in force by card or by CBU: method, last four, bank, since (Ushuaia) and expiry', async () => {
    const id = await customerId(t, 104524);
    const debit = {
      customer_id: id,
      holder_name: 'Martina Fernández',
      holder_id: '30123456',
      sealed_number: 'd1.not-opened-here',
      sealing_key_id: 'not-opened-here',
      // 02:00 UTC is still the day before in Ushuaia (UTC-3).
      created_at: '2026-03-01T02:00:00.000Z',
    };
    await t.app.db
      .insertInto('debit_registrations')
      .values({
        ...debit,
        med_cobro_id: 13,
        banco_id: 268,
        card_bin: '450799',
        card_last4: '1234',
        card_expiry: '2030-12',
        status: 'active',
      })
      .execute();
    expect((await overview(104524)).json().debito).toEqual({
      kind: 'card',
      method: 'Visa Crédito',
      last4: '1234',
      bank: 'Banco Provincia de Tierra del Fuego',
      since: '2026-02-28',
      expiry: '12/2030',
    });
    const dataClient = (bearer = token) =>
      t.request({ url: '/api/customer/104524/', headers: auth(bearer) }).then((r) => r.json());
    expect((await dataClient()).debito_cbu).toBeNull();

    await t.app.db
      .updateTable('debit_registrations')
      .set({ status: 'replaced' })
      .where('customer_id', '=', id)
      .execute();
    await t.app.db
      .insertInto('debit_registrations')
      .values({ ...debit, med_cobro_id: 45, banco_id: 285, cbu_last4: '5201', status: 'active' })
      .execute();
    const res = await overview(104524);
    expect(res.json().debito).toEqual({
      kind: 'cbu',
      method: 'Débito en cuenta bancaria (CBU)',
      last4: '5201',
      bank: 'Banco Macro',
      since: '2026-02-28',
    });
    // The dataClient's debito_cbu names the CBU the bills are debited from, masked.
    expect((await dataClient()).debito_cbu).toBe('CBU •••• 5201');

    await t.app.db
      .updateTable('debit_registrations')
      .set({ status: 'cancelled' })
      .where('customer_id', '=', id)
      .execute();
    expect((await overview(104524)).json().debito).toEqual({ kind: 'none' });
    expect((await dataClient()).debito_cbu).toBeNull();
  });

  it("refuses another customer's number, a first-entry token and a missing token", async () => {
    const forbidden = { message: apiMessages.forbidden, code: 'FORBIDDEN' };
    for (const res of [await overview(104601), await setInvoice(104601, { enabled: true })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    for (const res of [
      await overview(104601, firstEntryToken),
      await setInvoice(104601, { enabled: true }, firstEntryToken),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FIRST_ENTRY_PENDING');
    }
    const anonymous = await t.request({ url: '/api/customer/104523/servicios/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
    const row = await t.app.db
      .selectFrom('electronic_invoice_optins')
      .selectAll()
      .where('customer_id', '=', await customerId(t, 104601))
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('validates the number and the body with Spanish messages', async () => {
    expect((await overview('abc')).statusCode).toBe(400);
    for (const payload of [{}, { enabled: 'si' }]) {
      const res = await setInvoice(104523, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { enabled: messages.electronicInvoiceChoiceRequired },
      });
    }
  });

  it('turns the e-invoice on once under parallel requests, mails once, and turns it off again', async () => {
    const before = (await invoiceMails()).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => setInvoice(104523, { enabled: true })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(electronicInvoiceSchema.parse(res.json())).toMatchObject({
        enabled: true,
        email: 'cliente@example.com',
      });
    }
    let mails = await invoiceMails();
    expect(mails.length - before).toBe(1);
    expect(mails[0]).toMatchObject({
      to: 'cliente@example.com',
      subject: apiMessages.electronicInvoiceOnMailSubject,
    });
    expect(mails[0]?.text).toContain('vas a recibir tus facturas en cliente@example.com');

    const shown = (await overview(104523)).json().factura_electronica;
    expect(shown).toMatchObject({ enabled: true, email: 'cliente@example.com' });
    expect(typeof shown.changed_at).toBe('string');

    // Stored for the back office, not only in the browser.
    const row = await t.app.db
      .selectFrom('electronic_invoice_optins')
      .selectAll()
      .where('customer_id', '=', await customerId(t, 104523))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enabled: 1, email: 'cliente@example.com' });

    const off = await Promise.all([
      setInvoice(104523, { enabled: false }),
      setInvoice(104523, { enabled: false }),
    ]);
    for (const res of off) expect(res.json()).toMatchObject({ enabled: false });
    mails = await invoiceMails();
    expect(mails.length - before).toBe(2);
    expect(mails[0]?.subject).toBe(apiMessages.electronicInvoiceOffMailSubject);
  });

  it('sends no mail for turning off what was never on', async () => {
    const before = (await invoiceMails()).length;
    const res = await setInvoice(104524, { enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, email: null, changed_at: null });
    expect((await invoiceMails()).length).toBe(before);
  });

  it('asks for an email before turning the e-invoice on for a customer without one', async () => {
    await t.app.db.updateTable('customers').set({ emailppl: null }).where('cliente', '=', 104524).execute();
    const res = await setInvoice(104524, { enabled: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: apiMessages.electronicInvoiceNeedsEmail,
      code: 'ELECTRONIC_INVOICE_NEEDS_EMAIL',
    });
  });
});
