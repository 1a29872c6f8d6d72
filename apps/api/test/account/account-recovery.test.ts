// Recover user (masked email) and the assistance request (POST /api/service/create/crm/).
import { ACCOUNT_REQUEST_TYPES, messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '../support/account-helpers.js';
import { storedRequest } from '../support/message-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const userNotFound = { message: messages.userNotFound, code: 'USER_NOT_FOUND' };

describe.each(dialects)('account recovery (%s)', (dialect) => {
  let t: TestApp;
  let ip = 0;
  const post = (url: string, payload: Record<string, unknown>, remoteAddress = `10.6.0.${(ip += 1)}`) =>
    t.request({ method: 'POST', url, payload, remoteAddress });
  const recover = (name: string, nro: string, dni: string) =>
    post('/api/customer/recuperar/usuario/', { company: 'uv', name, nro, dni });

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { CAPTCHA_PROVIDER: 'off', STAFF_EMAIL: 'staff-box@example.com' },
    });
  });
  afterAll(() => t?.close());

  it('answers the masked email when number, DNI and name match, ignoring case and accents', async () => {
    for (const name of ['Martina', 'martina fernandez', 'MARTINA  FERNÁNDEZ', 'Fernández Martina']) {
      const res = await recover(name, '104523', '30123456');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ email: 'c*****e@example.com' });
    }
  });

  it("never reveals an authorised person's email: only a holder login's", async () => {
    // 104523's holder link made 'authorised' for a moment: autorizado@ and cliente@ then both are.
    const holderLink = (relation: 'holder' | 'authorised') =>
      t.app.db
        .updateTable('login_customers')
        .set({ relation })
        .where('login_id', '=', (eb) =>
          eb.selectFrom('logins').select('id').where('email', '=', 'cliente@example.com'),
        )
        .execute();
    await holderLink('authorised');
    try {
      const res = await recover('Martina', '104523', '30123456');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(userNotFound);
    } finally {
      await holderLink('holder');
    }
  });

  it('answers 404 "Usuario no encontrado." when anything does not match', async () => {
    for (const [name, nro, dni] of [
      ['Martina', '104523', '30123457'],
      ['Lucas', '104523', '30123456'],
      ['Martina', '999999', '30123456'],
      ['Fernández', '104523', '30123456'],
    ] as const) {
      const res = await recover(name, nro, dni);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(userNotFound);
    }
  });

  it('validates the form with Spanish fields', async () => {
    const res = await post('/api/customer/recuperar/usuario/', {
      company: 'uv',
      name: '',
      nro: 'x',
      dni: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['dni', 'name', 'nro']);
  });

  it('stores an assistance request and mails the whole request to staff', async () => {
    const res = await post('/api/service/create/crm/', {
      crmcodigo: 'HOME_ASISTENCIA_REGI',
      crmobs: 'No puedo acceder a mi email',
      clientenro: 104523,
      company: 'uv',
    });
    expect(res.statusCode).toBe(200);
    const { Crmnumero } = res.json();
    expect(Crmnumero).toMatch(/^G-\d{4}-\d{6}$/);

    const row = await storedRequest(t, Crmnumero);
    expect(row.type).toBe(ACCOUNT_REQUEST_TYPES.assistance);
    expect(row.status).toBe('received');
    expect(row.customer_id).not.toBeNull();
    // Mis gestiones shows the summary: a sentence, not the CRM code.
    expect(row.summary).toBe(
      'Asistencia para recuperar el usuario: no puede acceder a su email - cliente 104523',
    );
    expect(JSON.parse(row.payload)).toMatchObject({
      crmcodigo: 'HOME_ASISTENCIA_REGI',
      crmobs: 'No puedo acceder a mi email',
      clientenro: 104523,
    });

    const mail = (await mailbox(t)).find((m) => m.to === 'staff-box@example.com');
    expect(mail?.subject).toContain(Crmnumero);
    expect(mail?.text).toContain('HOME_ASISTENCIA_REGI');
    expect(mail?.text).toContain('No puedo acceder a mi email');
    expect(mail?.text).toContain('104523');
  });

  it('accepts an unknown customer number without saying so, and limits each address', async () => {
    const body = { crmcodigo: 'HOME_ASISTENCIA_REGI', crmobs: 'Ayuda', clientenro: 999999, company: 'uv' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post('/api/service/create/crm/', body, '10.5.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
