// Invoices of Mi cuenta (issue #13 §1) on both databases: the list with the same debt as the account home, its
// owner rules, each invoice's PDF (texts and the ARCA QR read back from the file), invoices without CAE data,
// payment receipts and the account statement's running balance.
import {
  accountInvoicesSchema,
  accountStatementSchema,
  customerServicesOverviewSchema,
  formatPesos,
  messages,
  apiMessages,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, toDbDate } from '../../src/infrastructure/db/time.js';
import { isSoundPdf } from '../../src/areas/requests/pdf-inspection.js';
import { loginAs } from '../support/account-helpers.js';
import { pdfQrCodes, pdfText } from '../support/pdf-reading.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const pesos = (cents: number) => formatPesos(cents).replace(/\u00a0/g, ' ');

describe.each(dialects)('Mis facturas (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let firstEntryToken: string;
  const get = (url: string, bearer = token) =>
    t.request({ url, headers: { authorization: `Bearer ${bearer}` } });
  const paymentId = async (gatewayPaymentId: string) =>
    (
      await t.app.db
        .selectFrom('payments')
        .select('id')
        .where('gateway_payment_id', '=', gatewayPaymentId)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    ({ token } = await loginAs(t));
    ({ token: firstEntryToken } = await loginAs(t, 'nuevo@example.com'));
  });

  it('lists the invoices newest first with the debt of the account home and the payment condition', async () => {
    const res = await get('/api/customer/104523/facturas/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = accountInvoicesSchema.parse(res.json());
    expect(body.facturas.map((f) => [f.facturaid, f.estado, f.importe_saldo_cents])).toEqual([
      [900103, 'IMPAGA', 4_790_000],
      [900102, 'PARCIAL', 2_150_000],
      [900101, 'PAGA', 0],
      [900100, 'PAGA', 0],
    ]);
    expect(body.facturas[0]).toMatchObject({
      clientenro: 104523,
      numero_fiscal: 'Factura B 0003-00012103',
      importe: 47_900,
      importe_cents: 4_790_000,
      importe_saldo: 47_900,
      vencimiento: toDbDate(addDays(new Date(), 12)),
      pdf_available: true,
    });
    expect(body.owed).toEqual({
      total_cents: 6_940_000,
      count: 2,
      next_due: toDbDate(addDays(new Date(), -10)),
    });
    const home = await get('/api/customer/104523/servicios/');
    expect(home.json().deuda).toEqual(body.owed);
    expect(body.condicion_de_pago).toEqual({ condicion: '' });

    await t.app.db
      .updateTable('customers')
      .set({ condicion_de_pago: 'PAGADOS' })
      .where('cliente', '=', 104523)
      .execute();
    const paidTogether = await get('/api/customer/104523/facturas/');
    expect(paidTogether.json().condicion_de_pago).toEqual({ condicion: 'PAGADOS' });
    await t.app.db
      .updateTable('customers')
      .set({ condicion_de_pago: '' })
      .where('cliente', '=', 104523)
      .execute();
  });

  it("refuses another customer's documents, a first-entry token and a missing token", async () => {
    const urls = (cliente: number) => [
      `/api/customer/${cliente}/facturas/`,
      `/api/customer/${cliente}/facturas/900301/pdf/`,
      `/api/customer/${cliente}/pagos/1/comprobante/`,
      `/api/customer/${cliente}/estado-de-cuenta/`,
      `/api/customer/${cliente}/estado-de-cuenta/pdf/`,
    ];
    for (const url of urls(104702)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: apiMessages.forbidden, code: 'FORBIDDEN' });
    }
    for (const url of urls(104601)) {
      const res = await get(url, firstEntryToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FIRST_ENTRY_PENDING');
    }
    const anonymous = await t.request({ url: '/api/customer/104523/facturas/900103/pdf/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('SESSION_EXPIRED');
  });

  it('answers 404 for an invoice of another record of the same login, or one that does not exist', async () => {
    for (const url of ['/api/customer/104523/facturas/900050/pdf/', '/api/customer/104523/facturas/1/pdf/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: apiMessages.notFound, code: 'NOT_FOUND' });
    }
  });

  it('downloads the invoice as a fiscal PDF whose texts and ARCA QR are the voucher', async () => {
    const res = await get('/api/customer/104523/facturas/900103/pdf/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="factura-900103.pdf"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await isSoundPdf(pdf)).toBe(true);

    const text = await pdfText(pdf);
    const emitida = toDbDate(addDays(new Date(), 12 - 15));
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    for (const expected of [
      'Portal Telecomunicaciones del Fin del Mundo S.A.',
      'San Martín 1234, Ushuaia (V9410), Tierra del Fuego',
      'Condición frente al IVA: IVA Exento',
      'CUIT: 30-71234567-1',
      'Ingresos Brutos: 30-71234567-1',
      'Inicio de actividades: 01/03/2004',
      'FACTURA B',
      'Cód. 06',
      '0003-00012103',
      dmy(emitida),
      dmy(toDbDate(addDays(new Date(), 12))),
      '104523',
      'Martina Fernández',
      'DNI 30123456',
      'Av. Perito Moreno 1450, Ushuaia (9410)',
      'Consumidor Final',
      // Catalogue prices are final (IVA exempt): the lines, subtotal and total add no tax.
      `Subtotal: ${pesos(4_790_000)}`,
      `IVA 0 % (exento): ${pesos(0)}`,
      `Total: ${pesos(4_790_000)}`,
      'Operación exenta – Ley 19.640',
      '74120000900103',
      dmy(toDbDate(addDays(new Date(), 12 - 5))),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(
      /Internet 300 Megas - (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4} 1 \$ 32\.000,00 \$ 32\.000,00/,
    );

    const [qr, ...others] = await pdfQrCodes(pdf);
    expect(others).toEqual([]);
    const prefix = 'https://www.arca.gob.ar/fe/qr/?p=';
    expect(qr?.startsWith(prefix)).toBe(true);
    const json = Buffer.from(qr!.slice(prefix.length), 'base64').toString();
    expect(json).toBe(
      `{"ver":1,"fecha":"${emitida}","cuit":30712345671,"ptoVta":3,"tipoCmp":6,"nroCmp":12103,` +
        '"importe":47900,"moneda":"PES","ctz":1,"tipoDocRec":96,"nroDocRec":30123456,"tipoCodAut":"E",' +
        '"codAut":74120000900103}',
    );
  });

  it('names each invoice in the list by the fiscal number its PDF prints', async () => {
    const list = accountInvoicesSchema.parse((await get('/api/customer/104523/facturas/')).json());
    expect(list.facturas.map((f) => [f.facturaid, f.numero_fiscal])).toEqual([
      [900103, 'Factura B 0003-00012103'],
      [900102, 'Factura B 0003-00012102'],
      [900101, 'Factura B 0003-00012101'],
      [900100, 'Factura B 0003-00012100'],
    ]);
    for (const invoice of list.facturas) {
      const text = await pdfText(
        (await get(`/api/customer/104523/facturas/${invoice.facturaid}/pdf/`)).rawPayload,
      );
      const [, letter, number] = /^Factura ([A-C]) (\d{4}-\d{8})$/.exec(invoice.numero_fiscal)!;
      expect(text).toContain(`FACTURA ${letter}`);
      expect(text).toContain(`Punto de venta y número: ${number}`);
    }
  });

  it("bills the demo customer's plans with the names and prices of Mis servicios and the catalogue", async () => {
    const home = customerServicesOverviewSchema.parse((await get('/api/customer/104523/servicios/')).json());
    const plans = home.servicios.map((s) => ({ name: s.plan!.name, amount_cents: s.plan!.amount_cents }));
    expect(plans.map((p) => p.name)).toEqual(['Internet 300 Megas', 'Click TV Full']);
    const catalogue = await t.app.db.selectFrom('plans').select(['name', 'amount_cents']).execute();
    for (const plan of plans) expect(catalogue).toContainEqual(plan);

    const month =
      '(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';
    const list = accountInvoicesSchema.parse((await get('/api/customer/104523/facturas/')).json());
    for (const invoice of list.facturas) {
      const text = await pdfText(
        (await get(`/api/customer/104523/facturas/${invoice.facturaid}/pdf/`)).rawPayload,
      );
      for (const plan of plans) {
        const price = pesos(plan.amount_cents).replace(/[$.]/g, (c) => `\\${c}`);
        expect(text, `${invoice.facturaid}: ${plan.name}`).toMatch(
          new RegExp(`${plan.name} - ${month} \\d{4} 1 ${price} ${price}`),
        );
      }
      // IVA exempt (Ley 19.640): the invoice's total is the plans' price, with no tax on top.
      expect(invoice.importe_cents).toBe(plans.reduce((sum, p) => sum + p.amount_cents, 0));
    }
  });

  it('says in Spanish that an invoice without CAE data has no PDF yet, and lists it as such', async () => {
    await t.app.db.updateTable('invoices').set({ cae: null }).where('facturaid', '=', 900101).execute();
    const res = await get('/api/customer/104523/facturas/900101/pdf/');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: messages.invoicePdfUnavailable, code: 'INVOICE_PDF_UNAVAILABLE' });
    const list = accountInvoicesSchema.parse((await get('/api/customer/104523/facturas/')).json());
    expect(list.facturas.find((f) => f.facturaid === 900101)?.pdf_available).toBe(false);
    // Without its voucher number either, the billing id stands in for the fiscal number.
    await t.app.db.updateTable('invoices').set({ nro_cmp: null }).where('facturaid', '=', 900101).execute();
    const unnumbered = accountInvoicesSchema.parse((await get('/api/customer/104523/facturas/')).json());
    expect(unnumbered.facturas.find((f) => f.facturaid === 900101)?.numero_fiscal).toBe('Factura N° 900101');
    await t.app.db.updateTable('invoices').set({ nro_cmp: 12101 }).where('facturaid', '=', 900101).execute();
    expect(list.facturas.find((f) => f.facturaid === 900103)?.pdf_available).toBe(true);
    await t.app.db
      .updateTable('invoices')
      .set({ cae: '74120000900101' })
      .where('facturaid', '=', 900101)
      .execute();
  });

  it('marks the copy of an annulled invoice, and only that one', async () => {
    const annulled = await get('/api/customer/104524/facturas/900050/pdf/');
    expect(annulled.statusCode).toBe(200);
    expect(await pdfText(annulled.rawPayload)).toContain('COMPROBANTE ANULADO');
    const valid = await get('/api/customer/104523/facturas/900102/pdf/');
    expect(await pdfText(valid.rawPayload)).not.toContain('ANULADO');
  });

  it('prints one services line for an invoice the billing system sent without its lines', async () => {
    const invoice = await t.app.db
      .selectFrom('invoices')
      .select('id')
      .where('facturaid', '=', 900100)
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('invoice_items').where('invoice_id', '=', invoice.id).execute();
    const text = await pdfText((await get('/api/customer/104523/facturas/900100/pdf/')).rawPayload);
    expect(text).toContain(`Servicios del período 1 ${pesos(4_790_000)} ${pesos(4_790_000)}`);
  });

  it('answers 503 without details when the issuer data is missing, never a document with blanks', async () => {
    const stored = await t.app.db
      .selectFrom('company_config')
      .select('value')
      .where('key', '=', 'fiscal_issuer')
      .executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('company_config').where('key', '=', 'fiscal_issuer').execute();
    try {
      const res = await get('/api/customer/104523/facturas/900103/pdf/');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: apiMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
      expect(res.body).not.toContain('fiscal_issuer');
    } finally {
      await t.app.db
        .insertInto('company_config')
        .values({ key: 'fiscal_issuer', value: stored.value })
        .execute();
    }
  });

  it("downloads a payment's receipt with the invoices it paid, only under its own customer", async () => {
    const id = await paymentId('demo-900102');
    const res = await get(`/api/customer/104523/pagos/${id}/comprobante/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const number = `R-${String(id).padStart(8, '0')}`;
    for (const expected of [
      'RECIBO DE PAGO',
      number,
      'Martina Fernández',
      `Recibimos ${pesos(2_640_000)} en pago de:`,
      'Factura B 0003-00012102',
      'demo-900102',
    ]) {
      expect(text).toContain(expected);
    }
    // The same bytes the receipt mail will attach.
    const rendered = await t.app.services.billing.receipts.renderReceipt(id);
    expect(rendered.filename).toBe(`recibo-${number}.pdf`);
    expect(await pdfText(rendered.bytes)).toBe(text);

    const otherRecord = await get(`/api/customer/104524/pagos/${id}/comprobante/`);
    expect(otherRecord.statusCode).toBe(404);
    expect((await get('/api/customer/104523/pagos/999999/comprobante/')).statusCode).toBe(404);
  });

  it('lists invoices and payments in date order with a running balance that ends in what is owed', async () => {
    const res = await get('/api/customer/104523/estado-de-cuenta/');
    expect(res.statusCode).toBe(200);
    const statement = accountStatementSchema.parse(res.json());
    expect(statement.clientenro).toBe(104523);
    let running = 0;
    for (const entry of statement.entries) {
      running += entry.debit_cents - entry.credit_cents;
      expect(entry.balance_cents).toBe(running);
    }
    const dates = statement.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(statement.entries.map((e) => e.kind)).toEqual([
      'invoice',
      'payment',
      'invoice',
      'payment',
      'invoice',
      'payment',
      'invoice',
    ]);
    expect(statement.total_debit_cents).toBe(4 * 4_790_000);
    expect(statement.total_credit_cents).toBe(4_790_000 + 4_790_000 + 2_640_000);
    // IMPAGA 47.900 + PARCIAL 21.500: the same total the list owes.
    expect(statement.balance_cents).toBe(6_940_000);

    const pdf = await get('/api/customer/104523/estado-de-cuenta/pdf/');
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['ESTADO DE CUENTA', 'Factura B 0003-00012100', 'Saldo', pesos(6_940_000)]) {
      expect(text).toContain(expected);
    }
  });

  it('shows a refunded payment as a debit again, and what other channels paid as one credit', async () => {
    const id = await paymentId('demo-900101');
    const reversedAt = new Date().toISOString();
    await t.app.db
      .updateTable('payments')
      .set({ status: 'refunded', reversed_at: reversedAt })
      .where('id', '=', id)
      .execute();
    await t.app.db
      .updateTable('invoices')
      .set({ estado: 'IMPAGA', importe_saldo_cents: 4_790_000 })
      .where('facturaid', '=', 900101)
      .execute();
    const statement = accountStatementSchema.parse(
      (await get('/api/customer/104523/estado-de-cuenta/')).json(),
    );
    const reversal = statement.entries.filter((e) => e.kind === 'reversal');
    expect(reversal).toEqual([expect.objectContaining({ payment_id: id, debit_cents: 4_790_000 })]);
    expect(statement.entries.at(-1)).toMatchObject({ kind: 'reversal' });
    expect(statement.balance_cents).toBe(6_940_000 + 4_790_000);
    const receipt = await pdfText((await get(`/api/customer/104523/pagos/${id}/comprobante/`)).rawPayload);
    expect(receipt).toContain('Pago devuelto');

    // datos@ paid 900301 at the office: no portal payment, so the billing system's paid amount is one credit.
    const { token: datos } = await loginAs(t, 'datos@example.com');
    const other = accountStatementSchema.parse(
      (await get('/api/customer/104702/estado-de-cuenta/', datos)).json(),
    );
    expect(other.entries.map((e) => [e.kind, e.debit_cents, e.credit_cents, e.balance_cents])).toEqual([
      ['invoice', 2_250_000, 0, 2_250_000],
      ['other_payments', 0, 2_250_000, 0],
    ]);
  });
});

describe.each(dialects)('document downloads under load (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;

  beforeAll(async () => {
    ({ token } = await loginAs(t));
  });

  it('renders 30 documents a minute for one IP, then refuses them however many arrive at once', async () => {
    const download = () =>
      t.request({
        url: '/api/customer/104523/estado-de-cuenta/pdf/',
        headers: { authorization: `Bearer ${token}` },
      });
    for (let i = 0; i < 30; i++) expect((await download()).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 5 }, download));
    expect(burst.map((res) => res.statusCode)).toEqual([429, 429, 429, 429, 429]);
    expect(burst[0]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
