// Staff users (back office): sign-in reads them by email and id, with their sealed TOTP secret; every second-
// factor use is a conditional update, so two parallel uses of one code or one recovery code give one session.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface StaffUserRow {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  role: string;
  queues: string;
  active: boolean;
  /** Sealed (StaffSecrets); null until the member enrolls, or after an admin's reset. */
  totpSecret: string | null;
}

/** What a staff call needs to know about who makes it. */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: string;
  queues: string;
}

type Executor = Kysely<Database>;

export class StaffUsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private selectUser(executor: Executor = this.db) {
    return executor
      .selectFrom('staff_users')
      .select(['id', 'email', 'password_hash', 'name', 'role', 'queues', 'active', 'totp_secret']);
  }

  private static toRow(row: {
    id: number;
    email: string;
    password_hash: string;
    name: string;
    role: string;
    queues: string;
    active: number | boolean;
    totp_secret: string | null;
  }): StaffUserRow {
    return {
      id: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      name: row.name,
      role: row.role,
      queues: row.queues,
      active: Number(row.active) === 1,
      totpSecret: row.totp_secret,
    };
  }

  async findByEmail(email: string): Promise<StaffUserRow | undefined> {
    const row = await this.selectUser().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    return row && StaffUsersRepository.toRow(row);
  }

  async findById(id: number): Promise<StaffUserRow | undefined> {
    const row = await this.selectUser().where('id', '=', id).executeTakeFirst();
    return row && StaffUsersRepository.toRow(row);
  }

  async recordLogin(id: number, executor: Executor = this.db): Promise<void> {
    const now = nowInstant();
    await executor
      .updateTable('staff_users')
      .set({ last_login_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Takes TOTP `step` for the member whose secret is still `sealedSecret`: false when that step or a later one
   * was already used (or the secret changed meanwhile), so a code signs in once.
   */
  async useTotpStep(
    id: number,
    sealedSecret: string,
    step: number,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where('totp_secret', '=', sealedSecret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Stores the confirmed secret only if the member has none (two parallel enrolments: one wins). */
  async enrol(id: number, sealedSecret: string, step: number, executor: Executor): Promise<boolean> {
    const now = nowInstant();
    const result = await executor
      .updateTable('staff_users')
      .set({ totp_secret: sealedSecret, totp_last_step: step, totp_enrolled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await executor.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', id).execute();
    return true;
  }

  async addRecoveryCodes(id: number, hashes: string[], executor: Executor): Promise<void> {
    await executor
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_user_id: id, code_hash })))
      .execute();
  }

  /** Spends one unused recovery code of the member; false when it is wrong or already spent. */
  async spendRecoveryCode(id: number, hash: string, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .updateTable('staff_recovery_codes')
      .set({ used_at: nowInstant() })
      .where('staff_user_id', '=', id)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setPassword(id: number, passwordHash: string, executor: Executor): Promise<void> {
    await executor
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, updated_at: nowInstant() })
      .where('id', '=', id)
      .execute();
  }
}
