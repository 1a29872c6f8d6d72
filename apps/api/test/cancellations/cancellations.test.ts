// Baja and arrepentimiento without an account (issue #32 §1): a code to the record's email, the same answer for
// data that match no record, tries limited under parallel guesses, the unverified filing, the 10-day window of
// the arrepentimiento, the register and its CSV export for supervisors.
import { cancellationMessages, toIsoDate, todayInUshuaia, addDays } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { loginAs, mailbox } from '../support/account-helpers.js';
import {
  bearer,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  publicBodies,
} from '../support/message-helpers.js';
import { staffTokenAs } from '../support/staff-helpers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const CHECK = '/api/bajas/verificacion/';
const FILE = '/api/bajas/';
const EXPORT = '/api/admin/bajas/exportacion/';

const daysAgo = (days: number) => toIsoDate(addDays(todayInUshuaia(), -days));

const holder = (clienteNro: string, documento: string, extra: object = {}) => ({
  tipo: 'baja',
  documento,
  clienteNro,
  servicio: 'Internet',
  ...extra,
});

const unverified = (extra: object = {}) => ({
  ...holder('999999', '20111222', extra),
  sinVerificar: true,
  nombre: 'Marta Gómez',
  telefono: '2901445566',
  email: 'marta.gomez@example.com',
});

describe.each(dialects)('baja and arrepentimiento without an account (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() });

  const codeFor = async (to: string) => {
    const mail = (await mailbox(t)).find((m) => m.to === to);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  it('mails a code to the email on file, files the request verified and mails its number', async () => {
    const check = await post(CHECK, holder('105005', '34567123'));
    expect(check.statusCode).toBe(200);
    const { verificationId, maskedEmail } = check.json();
    expect(maskedEmail).toBe('r**o@example.com');
    const code = await codeFor('robo@example.com');

    const filed = await post(FILE, { verificationId, code });
    expect(filed.statusCode).toBe(201);
    const body = filed.json();
    expect(body).toMatchObject({ kind: 'baja', verified: true, chargesStopOn: toIsoDate(todayInUshuaia()) });
    expect(body.number).toMatch(/^G-\d{4}-\d{6}$/);
    expect(body.confirmation.received).toContain('quedó registrado');
    expect(body.confirmation.verification).toBeNull();
    // It promises no call from an adviser.
    expect(JSON.stringify(body.confirmation)).not.toMatch(/asesor|te llama/i);

    const numberMail = (await mailbox(t)).find(
      (m) => m.to === 'robo@example.com' && m.text.includes(body.number),
    );
    expect(numberMail?.text).toContain(body.confirmation.equipment);
    const line = await t.app.db
      .selectFrom('cancellation_register')
      .selectAll()
      .where('request_number', '=', body.number)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ kind: 'baja', medium: 'web', verified: 1 });
    const request = await t.app.db
      .selectFrom('requests')
      .select(['type', 'customer_id'])
      .where('number', '=', body.number)
      .executeTakeFirstOrThrow();
    expect(request.type).toBe(2);
    expect(request.customer_id).not.toBeNull();

    // The code is spent: it files nothing twice.
    expect((await post(FILE, { verificationId, code })).json().code).toBe('CODE_EXPIRED');
  });

  it('answers data that match no record, or a record without email, exactly like a match, and mails nothing', async () => {
    await t.app.db.updateTable('customers').set({ emailppl: null }).where('cliente', '=', 104807).execute();
    const before = (await mailbox(t)).length;
    const match = await post(CHECK, holder('104702', '33987654'));
    const afterMatch = (await mailbox(t)).length;
    const wrongDni = await post(CHECK, holder('104702', '33987655'));
    const unknown = await post(CHECK, holder('999999', '33987654'));
    const noEmail = await post(CHECK, holder('104807', '41234567'));
    expect(afterMatch).toBe(before + 1);
    expect((await mailbox(t)).length).toBe(afterMatch);
    for (const miss of [wrongDni, unknown, noEmail]) {
      expect(miss.statusCode).toBe(match.statusCode);
      expect(Object.keys(miss.json()).sort()).toEqual(Object.keys(match.json()).sort());
      expect(miss.json().maskedEmail).toBeNull();
      expect(miss.json().verificationId).toMatch(/^[0-9a-f-]{36}$/);
    }
    // A guess at a miss's code files nothing as verified.
    const guess = await post(FILE, { verificationId: wrongDni.json().verificationId, code: '123456' });
    expect(guess.statusCode).toBe(400);
  });

  it('counts wrong codes atomically: of parallel guesses at most 5 are compared, then the code is dead', async () => {
    const { verificationId } = (await post(CHECK, holder('104904', '31456789'))).json();
    const code = await codeFor('debito@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => post(FILE, { verificationId, code: wrong })),
    );
    const codes = guesses.map((res) => res.json().code);
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'CODE_EXPIRED')).toHaveLength(7);
    // Even the right code no longer files it.
    expect((await post(FILE, { verificationId, code })).json().code).toBe('CODE_EXPIRED');
    const filed = await t.app.db
      .selectFrom('requests')
      .select('id')
      .where('email', '=', 'debito@example.com')
      .where('type', '=', 2)
      .execute();
    expect(filed).toHaveLength(0);
  });

  it('files it unverified with a contact phone, with its number at once and a mail to the email given', async () => {
    const key = `baja-${Math.random()}`;
    const first = await post(FILE, unverified(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ kind: 'baja', verified: false });
    expect(body.confirmation.verification).toContain('por teléfono');
    // A retry with the same key answers the same number and files nothing new.
    const retry = await post(FILE, unverified(), { 'idempotency-key': key });
    expect(retry.json().number).toBe(body.number);
    const mails = (await mailbox(t)).filter((m) => m.to === 'marta.gomez@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(body.number);
    const line = await t.app.db
      .selectFrom('cancellation_register')
      .select(['verified', 'kind'])
      .where('request_number', '=', body.number)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ verified: 0, kind: 'baja' });
  });

  it('takes an arrepentimiento within 10 calendar days of the contract and refuses it after, in Spanish', async () => {
    const inTime = await post(FILE, unverified({ tipo: 'arrepentimiento', fechaContrato: daysAgo(10) }));
    expect(inTime.statusCode).toBe(201);
    expect(inTime.json().confirmation.charges).toContain('no tiene costo');

    const late = await post(FILE, unverified({ tipo: 'arrepentimiento', fechaContrato: daysAgo(11) }));
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.fechaContrato).toBe(cancellationMessages.regretExpired);
    const lateCheck = await post(
      CHECK,
      holder('104601', '38456789', { tipo: 'arrepentimiento', fechaContrato: daysAgo(11) }),
    );
    expect(lateCheck.statusCode).toBe(400);
    expect(lateCheck.json().fields.fechaContrato).toBe(cancellationMessages.regretExpired);
    const noDate = await post(CHECK, holder('104601', '38456789', { tipo: 'arrepentimiento' }));
    expect(noDate.json().fields.fechaContrato).toBe(cancellationMessages.contractDateRequired);
  });

  it("registers the signed-in holder's baja as verified and the public regret form's as unverified", async () => {
    const { token } = await loginAs(t);
    const signedIn = await t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload: customerBodies(104523)[2],
      headers: bearer(token),
      remoteAddress: freshAddress(),
    });
    const regret = await post(MESSAGES_URL, publicBodies[6]);
    const lineOf = (number: string) =>
      t.app.db
        .selectFrom('cancellation_register')
        .select(['kind', 'verified'])
        .where('request_number', '=', number)
        .executeTakeFirstOrThrow();
    expect(await lineOf(signedIn.json().Crmnumero)).toEqual({ kind: 'baja', verified: 1 });
    expect(await lineOf(regret.json().Crmnumero)).toEqual({ kind: 'arrepentimiento', verified: 0 });
  });

  it('exports the register as CSV for supervisors only, and audits the export', async () => {
    const agente = await staffTokenAs(t, 'agente');
    const refused = await t.request({ url: EXPORT, headers: { authorization: `Bearer ${agente}` } });
    expect(refused.statusCode).toBe(403);
    expect((await t.request({ url: EXPORT })).statusCode).toBe(401);

    const supervisor = await staffTokenAs(t, 'supervisor');
    const res = await t.request({ url: EXPORT, headers: { authorization: `Bearer ${supervisor}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Recibido;Medio;Tipo;Número de gestión;Verificado;Resuelto');
    const lines = await t.app.db.selectFrom('cancellation_register').select('request_number').execute();
    expect(rows).toHaveLength(lines.length + 1);
    expect(rows.some((row) => /;web;baja;G-\d{4}-\d{6};no;$/.test(row))).toBe(true);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'cancellation_register.export')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
