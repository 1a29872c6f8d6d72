// The registrations queue (issue #31 §3): a self-registration approved by a supervisor becomes a customer
// record (or links the one with its DNI) and a login with the password the person chose, first entry pending,
// and one welcome mail however many approvals arrive at once; a rejection mails the reason. Both databases.
import { describe, expect, it } from 'vitest';
import { loginAs, mailbox, registrationDraft } from '../support/account-helpers.js';
import { bearer, storedRequest } from '../support/message-helpers.js';
import { staffTokens } from './staff-tokens.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/admin/altas/';

interface Item {
  number: string;
  state: string;
  email: string;
  customerNumber: number | null;
  existingCustomer: { customerNumber: number } | null;
}

describe.each(dialects)('registrations queue (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  const as = staffTokens(t);
  let ip = 0;
  const register = async (overrides: Record<string, unknown>): Promise<string> => {
    const res = await t.request({
      method: 'POST',
      url: '/api/customer/registro/',
      payload: registrationDraft(overrides),
      remoteAddress: `10.31.0.${(ip += 1)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { Crmnumero: string }).Crmnumero;
  };
  const decide = (token: string, number: string, decision: 'aprobacion' | 'rechazo', reason?: string) =>
    t.request({
      method: 'POST',
      url: `${URL}${number}/${decision}/`,
      headers: bearer(token),
      ...(reason === undefined ? {} : { payload: { reason } }),
    });
  const list = async (token: string, estado = 'pending') => {
    const res = await t.request({ url: `${URL}?estado=${estado}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const mailsTo = async (to: string) => (await mailbox(t)).filter((m) => m.to === to);

  it('lists pending registrations to any member without the password, and lets only supervisors decide', async () => {
    const number = await register({ email: 'queue@example.com', dni: '41000001' });
    const agente = await as('agente');
    const res = await list(agente);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('password');
    const item = (res.json() as { items: Item[] }).items.find((i) => i.number === number);
    expect(item).toMatchObject({ state: 'pending', email: 'queue@example.com', existingCustomer: null });

    expect((await decide(agente, number, 'aprobacion')).statusCode).toBe(403);
    expect((await decide(agente, number, 'rechazo', 'No')).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${URL}${number}/aprobacion/` })).statusCode).toBe(401);
  });

  it('approves once under parallel approvals: one record, one login with the chosen password, one mail', async () => {
    const email = 'paralelo@example.com';
    const number = await register({
      email,
      dni: '41000002',
      password: 'Elegida12',
      repeatPassword: 'Elegida12',
    });
    const supervisor = await as('supervisor');
    const admin = await as('admin');
    const answers = await Promise.all(
      [supervisor, admin, supervisor, admin, supervisor].map((token) => decide(token, number, 'aprobacion')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const approved = answers.find((a) => a.statusCode === 200)!.json() as Item;
    expect(approved).toMatchObject({ state: 'approved', email });
    expect(approved.customerNumber).toBeGreaterThan(0);

    const logins = await t.app.db.selectFrom('logins').selectAll().where('email', '=', email).execute();
    expect(logins).toHaveLength(1);
    expect(logins[0]!.entry).toBe(1);
    const welcome = await mailsTo(email);
    expect(welcome.filter((m) => m.subject === 'Tu usuario de Mi Cuenta ya está listo')).toHaveLength(1);
    expect(welcome[0]!.text).toContain(number);

    // The person signs in with the password chosen at registration and meets the first entry.
    const session = await loginAs(t, email, 'Elegida12');
    expect(session.entry).toBe(1);
    expect(session.client.map((c) => c.cliente)).toEqual([approved.customerNumber]);

    // The request keeps no hash once decided, and the decision is audited.
    const kept = (await storedRequest(t, number)).payload;
    expect(kept).not.toContain('password_hash');
    expect(JSON.parse(kept)).toMatchObject({ email, address: { lat: -53.8, lng: -67.7 }, howHeard: 'Radio' });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'registration.approve')
      .where('entity_id', '=', number)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.before_state!)).toMatchObject({ state: 'pending' });
    expect(JSON.parse(audit[0]!.after_state!)).toMatchObject({ state: 'approved' });
    const approvedList = (await list(admin, 'approved')).json() as { items: Item[] };
    expect(approvedList.items.map((i) => i.number)).toContain(number);
  });

  it('gives registrations approved at the same time customer numbers of their own', async () => {
    const numbers = await Promise.all(
      ['41000011', '41000012', '41000013'].map((dni) => register({ email: `alta.${dni}@example.com`, dni })),
    );
    const supervisor = await as('supervisor');
    const answers = await Promise.all(numbers.map((number) => decide(supervisor, number, 'aprobacion')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const customers = answers.map((a) => (a.json() as Item).customerNumber);
    expect(new Set(customers).size).toBe(3);
  });

  it('approves only one of two registrations with the same email approved at the same moment', async () => {
    const email = 'doble@example.com';
    const numbers = [await register({ email, dni: '41000021' }), await register({ email, dni: '41000022' })];
    const supervisor = await as('supervisor');
    const answers = await Promise.all(numbers.map((number) => decide(supervisor, number, 'aprobacion')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toContain(email);
    expect(
      await t.app.db.selectFrom('logins').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1);
  });

  it('links the customer record with the same DNI instead of creating one', async () => {
    const email = 'titular.nuevo@example.com';
    const number = await register({ email, dni: '38456789' });
    const supervisor = await as('supervisor');
    const pending = (await list(supervisor)).json() as { items: Item[] };
    expect(pending.items.find((i) => i.number === number)?.existingCustomer).toMatchObject({
      customerNumber: 104601,
    });
    const customersBefore = await t.app.db.selectFrom('customers').select('id').execute();
    const res = await decide(supervisor, number, 'aprobacion');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ customerNumber: 104601 });
    expect(await t.app.db.selectFrom('customers').select('id').execute()).toHaveLength(
      customersBefore.length,
    );
    const session = await loginAs(t, email, 'Clave123');
    expect(session.client.map((c) => c.cliente)).toEqual([104601]);
  });

  it('refuses to approve when another login took the email meanwhile, and changes nothing', async () => {
    const email = 'tomado@example.com';
    const number = await register({ email, dni: '41000003' });
    await t.app.db.updateTable('logins').set({ email }).where('email', '=', 'primer@example.com').execute();
    const res = await decide(await as('supervisor'), number, 'aprobacion');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(email);
    expect((await storedRequest(t, number)).is_open).toBe(1);
  });

  it('rejects with the reason mailed to the person, once', async () => {
    const email = 'rechazo@example.com';
    const number = await register({ email, dni: '41000004' });
    const supervisor = await as('supervisor');
    const empty = await decide(supervisor, number, 'rechazo', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: 'Escribí el motivo: se lo mandamos a la persona.' });

    const res = await decide(
      supervisor,
      number,
      'rechazo',
      'La dirección está fuera de la zona de cobertura.',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'rejected' });
    expect((await decide(supervisor, number, 'rechazo', 'Otra vez')).statusCode).toBe(409);
    expect((await decide(supervisor, number, 'aprobacion')).statusCode).toBe(409);

    const mails = (await mailsTo(email)).filter((m) => m.subject === 'Tu solicitud de registro');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('La dirección está fuera de la zona de cobertura.');
    expect(await t.app.db.selectFrom('logins').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await storedRequest(t, number)).payload).not.toContain('password_hash');
    const rejected = (await list(supervisor, 'rejected')).json() as { items: Item[] };
    expect(rejected.items.map((i) => i.number)).toContain(number);
  });
});
