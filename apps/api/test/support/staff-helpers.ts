// Helpers for the staff suites: sign staff in (password, then a TOTP code computed from the known secret), and write automatic-debit registrations straight into the
// database, sealed the way the app seals them (independent of the customer-side debit service).
import type { StaffRole } from '@portal/domain';
import { createGuardrails, generateSync } from 'otplib';
import type { DebitSealer } from '../../src/areas/debit/debit-sealer.js';
import { StaffSecrets } from '../../src/areas/staff/index.js';
import { hashPassword } from '../../src/lib/password.js';
import type { TestApp } from './test-app.js';

export const STAFF = { email: 'staff@example.com', password: 'Staff1234' } as const;
/** The demo staff's TOTP secret (dev seed), also given to the members staffTokenAs creates. */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The authenticator app's current code for `secret` (or at `at`, a Date). */
export function totpCode(secret: string = STAFF_TOTP_SECRET, at: Date = new Date()): string {
  return generateSync({
    secret,
    epoch: Math.floor(at.getTime() / 1000),
    guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }),
  });
}

/** Step 1 of the staff sign-in: email and password (answers the challenge). */
export function staffLogin(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/api/admin/login/', payload: { email, password }, remoteAddress });
}

/** Step 2: the challenge and a code (TOTP or recovery). */
export function staffSecondFactor(t: TestApp, challenge: string, code: string, remoteAddress = '127.0.0.1') {
  return t.request({
    method: 'POST',
    url: '/api/admin/login/segundo-factor/',
    payload: { challenge, code },
    remoteAddress,
  });
}

/**
 * Signs an enrolled member in with password and TOTP and answers the session token. A TOTP step signs in once,
 * so the helper forgets the member's last used step first: suites sign in many times within 30 seconds.
 */
export async function staffSignIn(
  t: TestApp,
  email: string,
  password: string = STAFF.password,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const first = await staffLogin(t, email, password, remoteAddress);
  if (first.statusCode !== 200) throw new Error(`staff login failed: ${first.statusCode} ${first.body}`);
  const { challenge, stage } = first.json() as { challenge: string; stage: string };
  if (stage !== 'segundo-factor') throw new Error(`staff login answered stage ${stage}`);
  await t.app.db
    .updateTable('staff_users')
    .set({ totp_last_step: null })
    .where('email', '=', email)
    .execute();
  const second = await staffSecondFactor(t, challenge, totpCode(), remoteAddress);
  if (second.statusCode !== 200)
    throw new Error(`staff second factor failed: ${second.statusCode} ${second.body}`);
  return (second.json() as { token: string }).token;
}

export async function staffToken(t: TestApp, remoteAddress = '127.0.0.1'): Promise<string> {
  return staffSignIn(t, STAFF.email, STAFF.password, remoteAddress);
}

/** Creates an enrolled member (TOTP secret STAFF_TOTP_SECRET, password Staff1234) unless the email exists. */
export async function ensureStaffMember(
  t: TestApp,
  member: { email: string; role: StaffRole; name?: string; queues?: string; enrolled?: boolean },
): Promise<number> {
  const existing = await t.app.db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', member.email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const sealed = new StaffSecrets(t.app.config.sessionSecret).sealTotpSecret(STAFF_TOTP_SECRET);
  const row = await t.app.db
    .insertInto('staff_users')
    .values({
      email: member.email,
      password_hash: await hashPassword(STAFF.password),
      name: member.name ?? `Prueba ${member.role}`,
      role: member.role,
      ...(member.queues ? { queues: member.queues } : {}),
      active: 1,
      ...(member.enrolled === false
        ? {}
        : { totp_secret: sealed, totp_enrolled_at: new Date().toISOString() }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A token of a member with `role` (created on first use as `<role>.test@example.com`, password Staff1234). */
export async function staffTokenAs(t: TestApp, role: StaffRole): Promise<string> {
  const email = `${role}.test@example.com`;
  await ensureStaffMember(t, { email, role });
  return staffSignIn(t, email);
}

export interface RegistrationInput {
  cliente: number;
  /** 13, 12, 27, 33, 35, 32 (cards) or 45 (CBU). */
  medCobroId: number;
  bancoId: number | null;
  holderName: string;
  holderId: string;
  /** The whole card number or CBU; sealed before it is stored. */
  number: string;
  /** 'YYYY-MM', cards only. */
  cardExpiry?: string;
  status?: 'active' | 'replaced' | 'cancelled';
  createdAt?: string;
}

export async function insertRegistration(
  t: TestApp,
  sealer: DebitSealer,
  input: RegistrationInput,
): Promise<number> {
  const customer = await t.app.db
    .selectFrom('customers')
    .select('id')
    .where('cliente', '=', input.cliente)
    .executeTakeFirstOrThrow();
  const isCbu = input.medCobroId === 45;
  const sealed = sealer.seal(isCbu ? 'cbu' : 'card', input.number);
  const row = await t.app.db
    .insertInto('debit_registrations')
    .values({
      customer_id: customer.id,
      med_cobro_id: input.medCobroId,
      banco_id: input.bancoId,
      card_bin: isCbu ? null : input.number.slice(0, 6),
      card_last4: isCbu ? null : input.number.slice(-4),
      card_expiry: input.cardExpiry ?? null,
      cbu_last4: isCbu ? input.number.slice(-4) : null,
      sealed_number: sealed.sealed,
      sealing_key_id: sealed.keyId,
      holder_name: input.holderName,
      holder_id: input.holderId,
      status: input.status ?? 'active',
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
