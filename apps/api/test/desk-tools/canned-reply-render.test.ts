// A canned reply filled for one request: the customer's name, the number, the due date, the member's name and
// the customer's pay link; {link_pago} without a customer or without debt is refused with a clear message, and
// an agente cannot fill one for a request outside its queues. Runs on both databases.
import { describe, expect, it } from 'vitest';
import { insertDeskRequest } from '../support/desk-tools-helpers.js';
import { bearer } from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const DEMO_CLIENTE = 104523;

describe.each(dialects)('canned reply for a request (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const idOf = async (title: string) =>
    (
      await t.app.db
        .selectFrom('canned_replies')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;
  const render = (number: string, id: number, token: string) =>
    t.request({
      method: 'GET',
      url: `/api/admin/gestiones/${number}/respuestas-guardadas/${id}/`,
      headers: bearer(token),
    });

  it("fills the customer's name, the number, the due date, the member and the pay link", async () => {
    await insertDeskRequest(t, {
      number: 'G-2026-800001',
      cliente: DEMO_CLIENTE,
      name: 'Juana Demo',
      queue: 'administracion',
      dueDate: '2026-12-04',
    });
    const token = await staffTokenAs(t, 'supervisor');
    const res = await render('G-2026-800001', await idOf('Factura impaga: link de pago'), token);
    expect(res.statusCode).toBe(200);
    const { text, title } = res.json() as { text: string; title: string };
    expect(title).toBe('Factura impaga: link de pago');
    expect(text).toMatch(/^Hola Juana Demo: revisamos tu gestión G-2026-800001\. Tenés facturas pendientes/);
    expect(text).toMatch(/desde http:\/\/[^ ]+\/mi-cuenta\/mis-facturas\./);
    expect(text).toMatch(/Saludos,\nPrueba supervisor$/);

    const received = await render('G-2026-800001', await idOf('Recibimos tu gestión'), token);
    expect((received.json() as { text: string }).text).toContain('antes del 04/12/2026');
  });

  it('refuses {link_pago} for a request without a customer, saying why', async () => {
    await insertDeskRequest(t, { number: 'G-2026-800002', queue: 'administracion' });
    const res = await render(
      'G-2026-800002',
      await idOf('Factura impaga: link de pago'),
      await staffTokenAs(t, 'admin'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CANNED_REPLY_UNUSABLE',
      message:
        'Esta respuesta usa {link_pago}, pero la gestión no tiene un cliente con facturas impagas: elegí otra respuesta o escribila a mano.',
    });
  });

  it('answers 404 for a request outside an agente queues, an unknown reply or an unknown request', async () => {
    const agente = await staffTokenAs(t, 'agente');
    await t.app.db
      .updateTable('staff_users')
      .set({ queues: 'tecnica' })
      .where('email', '=', 'agente.test@example.com')
      .execute();
    const id = await idOf('Recibimos tu gestión');
    expect((await render('G-2026-800002', id, agente)).statusCode).toBe(404);
    await insertDeskRequest(t, { number: 'G-2026-800003', queue: 'tecnica' });
    expect((await render('G-2026-800003', id, agente)).statusCode).toBe(200);
    expect((await render('G-2026-800003', 99_999, agente)).statusCode).toBe(404);
    expect((await render('G-2026-899999', id, agente)).statusCode).toBe(404);
  });
});
