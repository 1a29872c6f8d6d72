// Logins (email + argon2id hash) and the customer records each one reaches.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface LoginRow {
  id: number;
  email: string;
  passwordHash: string;
  entry: number;
  tokenVersion: number;
}

type LoginColumns = Pick<
  Selectable<Database['logins']>,
  'id' | 'email' | 'password_hash' | 'entry' | 'token_version'
>;

function toLoginRow(row: LoginColumns): LoginRow {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    entry: row.entry,
    tokenVersion: row.token_version,
  };
}

export class LoginsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByEmail(email: string): Promise<LoginRow | undefined> {
    const row = await this.selectLogin().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    return row && toLoginRow(row);
  }

  async findById(id: number): Promise<LoginRow | undefined> {
    const row = await this.selectLogin().where('id', '=', id).executeTakeFirst();
    return row && toLoginRow(row);
  }

  private selectLogin() {
    return this.db.selectFrom('logins').select(['id', 'email', 'password_hash', 'entry', 'token_version']);
  }

  async existsByEmail(email: string): Promise<boolean> {
    return (await this.findByEmail(email)) !== undefined;
  }

  /** Customer numbers (`cliente`) this login owns, in a stable order. */
  async customerNumbers(loginId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('login_customers')
      .innerJoin('customers', 'customers.id', 'login_customers.customer_id')
      .select('customers.cliente')
      .where('login_customers.login_id', '=', loginId)
      .orderBy('customers.cliente')
      .execute();
    return rows.map((r) => r.cliente);
  }

  async recordLogin(loginId: number): Promise<void> {
    const now = nowInstant();
    await this.db
      .updateTable('logins')
      .set({ last_login_at: now, updated_at: now })
      .where('id', '=', loginId)
      .execute();
  }

  /**
   * The one way to change a password: the same statement bumps the token version, so every session issued
   * before ends with it (ADR 0036) and there is no moment where the new password and the old tokens coexist.
   * Issue a fresh token afterwards, with the returned version, if the device that changed it should stay
   * signed in.
   */
  async updatePasswordHash(loginId: number, passwordHash: string): Promise<number | undefined> {
    return this.setPasswordHash(loginId, passwordHash);
  }

  /**
   * The first-entry wizard's last step: the new password and `entry` 0 in one statement, only while the login
   * is at step `fromEntry`, so two parallel submissions set one password. Undefined when it was not there.
   */
  async finishFirstEntry(
    loginId: number,
    passwordHash: string,
    fromEntry: number,
  ): Promise<number | undefined> {
    return this.setPasswordHash(loginId, passwordHash, fromEntry);
  }

  private async setPasswordHash(
    loginId: number,
    passwordHash: string,
    fromEntry?: number,
  ): Promise<number | undefined> {
    const now = nowInstant();
    let update = this.db
      .updateTable('logins')
      .set((eb) => ({
        password_hash: passwordHash,
        password_changed_at: now,
        updated_at: now,
        token_version: eb('token_version', '+', 1),
        ...(fromEntry === undefined ? {} : { entry: 0 }),
      }))
      .where('id', '=', loginId);
    if (fromEntry !== undefined) update = update.where('entry', '=', fromEntry);
    const row = await update.returning('token_version').executeTakeFirst();
    return row?.token_version;
  }
}
