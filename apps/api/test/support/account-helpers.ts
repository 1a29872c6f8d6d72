// Helpers for the account suites: sign in, earn a captcha pass by really solving the ALTCHA challenge, and
// read mails (and the codes in them) from the outbox through the dev mailbox.
import type { CaptchaAction } from '@portal/domain';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './test-app.js';

export const DEMO = { email: 'cliente@example.com', password: 'Demo1234' } as const;

export async function loginAs(
  t: TestApp,
  username: string = DEMO.email,
  password: string = DEMO.password,
): Promise<{ token: string; client: Array<{ cliente: number }>; entry: number }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/customer/login/',
    payload: { username, password, company: 'uv' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The row id of the customer with this number (cliente). */
export async function customerId(t: TestApp, cliente: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('customers')
    .select('id')
    .where('cliente', '=', cliente)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs the demo customer in: the session token and the login's first customer record. */
export async function signInDemo(t: TestApp): Promise<{ token: string; client: number }> {
  const { token, client } = await loginAs(t);
  return { token, client: client[0]!.cliente };
}

/** An ALTCHA payload (base64 JSON, as the widget sends it) for a fresh challenge of the app. */
export async function solvedAltchaToken(t: TestApp): Promise<string> {
  const res = await t.request({ url: '/api/isHuman/challenge/' });
  const { challenge } = res.json() as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A single-use pass for one call of `action`, earned by solving a real challenge. */
export async function captchaPass(t: TestApp, action: CaptchaAction): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/isHuman/recaptcha_request/',
    payload: { token: await solvedAltchaToken(t), company: '2', action },
  });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { pass: string }).pass;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export async function mailbox(t: TestApp): Promise<Mail[]> {
  const res = await t.app.inject({ url: '/dev/mailbox.json' });
  if (res.statusCode !== 200) throw new Error(`mailbox: ${res.statusCode}`);
  return res.json();
}

/** The 6-digit code of the newest mail to `to`. */
export async function lastCodeFor(t: TestApp, to: string): Promise<string> {
  const mail = (await mailbox(t)).find((m) => m.to === to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** A complete registration draft: adult, inside the Ushuaia map, good password. */
export function registrationDraft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ana',
    surName: 'Pérez',
    gender: 'Femenino',
    dni: '35123456',
    birthdate: '1990-05-20',
    acceptByC: true,
    property: 'Propietario',
    residence: 'Casa',
    phone: '2901431234',
    email: 'ana.perez@example.com',
    address: { address: 'San Martín', number: '123', floor: '1', depto: 'B', lat: -53.8, lng: -67.7 },
    howHeard: 'Radio',
    previousProvider: 'Otro proveedor',
    password: 'Clave123',
    repeatPassword: 'Clave123',
    ...overrides,
  };
}
