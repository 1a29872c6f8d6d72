// Mis datos (issue #32 §4): GET /api/customer/{clientenro}/mis-datos/ and .../pdf/ give everything the portal
// holds about the session's login, over every record it reaches, and nothing of anyone else: public replies
// but never internal notes, debit numbers only masked.
import { AAIP_LEGEND, personalDataExportSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs } from '../support/account-helpers.js';
import { debitCards } from '../support/debit-cards.js';
import { DEBIT_LOGIN, cardBody, debitAction } from '../support/debit-helpers.js';
import { insertDeskRequest } from '../support/desk-helpers.js';
import { pdfText } from '../support/pdf-reading.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const NOTE = 'Nota interna: el cliente llamó enojado';
const REPLY = 'Ya revisamos tu conexión, quedó andando.';

describe.each(dialects)('Mis datos export (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  const get = (path: string, bearer: string | null = token) =>
    t.request({ url: path, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  beforeAll(async () => {
    ({ token } = await loginAs(t, DEMO.email, DEMO.password));
    const requestId = await insertDeskRequest(t, {
      number: 'G-2026-900001',
      type: 52,
      cliente: 104523,
      createdAt: '2026-11-02T13:00:00.000Z',
      payload: { clientenro: 104523, reason: 'Sin servicio', secret: 'payload-never-leaves' },
      summary: 'Sin servicio',
    });
    await t.app.db
      .insertInto('request_thread')
      .values([
        {
          request_id: requestId,
          kind: 'nota',
          author_staff_id: null,
          text: NOTE,
          created_at: '2026-11-02T14:00:00.000Z',
        },
        {
          request_id: requestId,
          kind: 'respuesta',
          author_staff_id: null,
          text: REPLY,
          created_at: '2026-11-02T15:00:00.000Z',
        },
        {
          request_id: requestId,
          kind: 'estado',
          author_staff_id: null,
          text: '',
          created_at: '2026-11-02T15:00:00.000Z',
        },
      ])
      .execute();
  });

  it('downloads the login and both of its records as a no-store JSON attachment', async () => {
    const res = await get('/api/customer/104523/mis-datos/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = personalDataExportSchema.parse(res.json());
    expect(body.usuario.email).toBe(DEMO.email);
    expect(body.clientes.map((record) => record.clientenro)).toEqual([104523, 104524]);
    const holder = body.clientes[0]!;
    expect(holder.relacion).toBe('titular');
    expect(holder.documento).toMatch(/\d/);
    expect(holder.facturas.length).toBeGreaterThan(0);
    expect(holder.cupones.map((coupon) => coupon.codigo)).toContain('CAFE15');
    expect(body.consentimientos[0]).toMatchObject({ tipo: 'terminos', clientenro: null, vigente: true });
    // The other record of the login answers the same export.
    const other = await get('/api/customer/104524/mis-datos/');
    expect(personalDataExportSchema.parse(other.json()).clientes).toHaveLength(2);
  });

  it('carries public replies and never internal notes, status changes or payloads', async () => {
    const res = await get('/api/customer/104523/mis-datos/');
    const request = personalDataExportSchema
      .parse(res.json())
      .gestiones.find((entry) => entry.numero === 'G-2026-900001');
    expect(request).toMatchObject({ clientenro: 104523, tipo: 'Reclamo' });
    expect(request!.mensajes).toEqual([{ fecha: '2026-11-02T15:00:00.000Z', de: 'empresa', texto: REPLY }]);
    expect(res.body).not.toContain(NOTE);
    expect(res.body).not.toContain('payload-never-leaves');
  });

  it('words each request as Mis gestiones does: plan names, never catalogue codes', async () => {
    const body = personalDataExportSchema.parse((await get('/api/customer/104523/mis-datos/')).json());
    const planChange = body.gestiones.find((entry) => entry.tipo === 'Cambio de plan');
    expect(planChange?.resumen).toBe('Pediste cambiar Internet 100 Megas por Internet 300 Megas.');
    expect(body.gestiones.map((entry) => entry.resumen).join(' ')).not.toContain('GPON');
  });

  it("refuses another person's customer number, and a call without a session", async () => {
    expect((await get(`/api/customer/${DEBIT_LOGIN.cliente}/mis-datos/`)).statusCode).toBe(403);
    expect((await get(`/api/customer/${DEBIT_LOGIN.cliente}/mis-datos/pdf/`)).statusCode).toBe(403);
    expect((await get('/api/customer/104523/mis-datos/', null)).statusCode).toBe(401);
  });

  it('shows the automatic debit and its consent with the last four digits only', async () => {
    const debit = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password);
    expect((await debitAction(t, debit.token, cardBody())).statusCode).toBe(200);
    const res = await get(`/api/customer/${DEBIT_LOGIN.cliente}/mis-datos/`, debit.token);
    expect(res.statusCode).toBe(200);
    const body = personalDataExportSchema.parse(res.json());
    const card = debitCards.argentineCredit;
    expect(body.clientes[0]!.debitoAutomatico).toEqual([
      expect.objectContaining({
        medio: expect.stringContaining(`•••• ${card.slice(-4)}`),
        estado: 'Vigente',
      }),
    ]);
    expect(body.consentimientos.filter((c) => c.tipo === 'debito-automatico')).toEqual([
      expect.objectContaining({ clientenro: DEBIT_LOGIN.cliente, vigente: true }),
    ]);
    expect(res.body).not.toContain(card);
    expect(res.body).not.toContain(card.slice(0, 12));
    // Nothing of the demo login leaks into another person's export.
    expect(res.body).not.toContain(DEMO.email);
  });

  it('renders the same data as a PDF with Spanish headings and the AAIP legend', async () => {
    const res = await get('/api/customer/104523/mis-datos/pdf/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const heading of [
      'Mis datos personales',
      'Usuario del portal',
      'Cliente N° 104523 (titular)',
      'Cliente N° 104524',
      'Facturas',
      'Gestiones y respuestas',
      'Consentimientos',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(DEMO.email);
    expect(text).toContain(REPLY);
    expect(text).not.toContain(NOTE);
    expect(text).toContain(AAIP_LEGEND.slice(0, 60));
  });
});
