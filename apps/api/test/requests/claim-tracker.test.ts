// The public claim tracker (issue #32 §3): a request's number and the DNI or CUIT it was filed with show its
// status, class and dates and nothing else; an unknown number and a wrong DNI answer alike; limited per address
// and per number (even when the calls come all at once from many addresses).
import { claimTrackerMessages, messages, trackedRequestSchema } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPENSATION_NOTICE } from '../../src/lib/legal-clock.js';
import { loginAs } from '../support/account-helpers.js';
import { bearer, freshAddress, MESSAGES_URL, person, publicBodies } from '../support/message-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const TRACKER = '/api/gestiones/seguimiento/';

describe.each(dialects)('the public claim tracker (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let visitorNumber: string;
  let claimNumber: string;

  const track = (payload: object, remoteAddress = freshAddress()) =>
    t.request({ method: 'POST', url: TRACKER, payload, remoteAddress });

  beforeAll(async () => {
    const filed = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: publicBodies[1],
      remoteAddress: freshAddress(),
    });
    visitorNumber = (filed.json() as { Crmnumero: string }).Crmnumero;
    // A claim of customer 104523 (DNI 30123456 on the record), filed from Mis gestiones without a DNI field.
    const { token } = await loginAs(t);
    const claim = await t.request({
      method: 'POST',
      url: '/api/customer/104523/gestiones/',
      payload: { reason: 'Sin servicio de Internet' },
      headers: bearer(token),
    });
    claimNumber = (claim.json() as { number: string }).number;
  });

  it('shows the state of a request to whoever has its number and the DNI written in its form', async () => {
    const res = await track({ numero: visitorNumber, dni: person.dni });
    expect(res.statusCode).toBe(200);
    const { request } = res.json();
    // Exactly the tracker's fields: no name, email, text or attachments.
    expect(Object.keys(request).sort()).toEqual(Object.keys(trackedRequestSchema.shape).sort());
    expect(request).toMatchObject({
      number: visitorNumber,
      status: 'received',
      statusLabel: 'Recibido',
      requestClass: 'otros',
      overdue: false,
      lateNotice: null,
      closedAt: null,
    });
    expect(request.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds a request by the DNI on the customer record, and by the CUIT that holds it', async () => {
    const byDni = (await track({ numero: claimNumber, dni: '30123456' })).json();
    expect(byDni.request).toMatchObject({ number: claimNumber, requestClass: 'falla' });
    const byCuit = (await track({ numero: claimNumber.toLowerCase(), dni: '27301234564' })).json();
    expect(byCuit.request?.number).toBe(claimNumber);
  });

  it('says when the deadline passed and, for a claim, the right to a compensation', async () => {
    await t.app.db
      .updateTable('requests')
      .set({ due_date: '2026-01-05' })
      .where('number', '=', claimNumber)
      .execute();
    const { request } = (await track({ numero: claimNumber, dni: '30123456' })).json();
    expect(request).toMatchObject({ overdue: true, dueDate: '2026-01-05' });
    expect(request.lateNotice).toContain('venció el 05/01/2026');
    expect(request.lateNotice).toContain(COMPENSATION_NOTICE);
  });

  it('answers an unknown number and a wrong DNI alike', async () => {
    const wrongDni = await track({ numero: visitorNumber, dni: '29999888' });
    const unknown = await track({ numero: 'G-2020-999999', dni: person.dni });
    expect(wrongDni.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrongDni.json()).toEqual({ request: null });
    expect(unknown.json()).toEqual({ request: null });
    expect(wrongDni.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it('refuses a malformed number or DNI with a Spanish message per field', async () => {
    const res = await track({ numero: '123', dni: '30.123.456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      numero: claimTrackerMessages.numberInvalid,
      dni: messages.digitsOnly,
    });
    expect((await track({ numero: '', dni: '' })).json().fields).toMatchObject({
      numero: claimTrackerMessages.numberRequired,
      dni: messages.required,
    });
  });

  it('limits one address to 10 lookups in 15 minutes', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await track({ numero: 'G-2020-000001', dni: String(30000000 + i) }, address)).statusCode).toBe(
        200,
      );
    }
    const refused = await track({ numero: 'G-2020-000001', dni: '30000011' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('limits one number to 20 lookups an hour across addresses, even all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) => track({ numero: 'G-2020-000777', dni: String(31000000 + i) })),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
    // Another number is not affected.
    expect((await track({ numero: 'G-2020-000778', dni: '31000000' })).statusCode).toBe(200);
  });
});
