// Helpers for the staff suites: sign staff in, and write automatic-debit registrations straight into the
// database, sealed the way the app seals them (independent of the customer-side debit service).
import type { StaffRole } from '@portal/domain';
import type { DebitSealer } from '../../src/areas/debit/debit-sealer.js';
import { hashPassword } from '../../src/lib/password.js';
import type { TestApp } from './test-app.js';

export const STAFF = { email: 'staff@example.com', password: 'Staff1234' } as const;

export function staffLogin(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/api/admin/login/', payload: { email, password }, remoteAddress });
}

export async function staffToken(t: TestApp, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await staffLogin(t, STAFF.email, STAFF.password, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** A token of a member with `role` (created on first use as `<role>.test@example.com`, password Staff1234). */
export async function staffTokenAs(t: TestApp, role: StaffRole): Promise<string> {
  const email = `${role}.test@example.com`;
  const existing = await t.app.db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!existing) {
    await t.app.db
      .insertInto('staff_users')
      .values({
        email,
        password_hash: await hashPassword(STAFF.password),
        name: `Prueba ${role}`,
        role,
        active: 1,
      })
      .execute();
  }
  const res = await staffLogin(t, email, STAFF.password);
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
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
