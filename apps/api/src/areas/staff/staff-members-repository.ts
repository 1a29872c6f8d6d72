// Desk members as the admin manages them (issue #30 §1). Every write takes the transaction of the change, so
// the member's row, the end of their sessions and the audit entry commit together.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

type Executor = Kysely<Database>;

export interface MemberRecord {
  id: number;
  email: string;
  name: string;
  role: string;
  queues: string;
  active: boolean;
  enrolled: boolean;
  lastLoginAt: string | null;
}

export interface NewMember {
  email: string;
  name: string;
  role: string;
  queues: string;
  passwordHash: string;
}

export interface MemberChanges {
  name?: string;
  role?: string;
  queues?: string;
  active?: boolean;
}

export class StaffMembersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select(executor: Executor) {
    return executor
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'role', 'queues', 'active', 'totp_secret', 'last_login_at']);
  }

  private static toRecord(row: {
    id: number;
    email: string;
    name: string;
    role: string;
    queues: string;
    active: number | boolean;
    totp_secret: string | null;
    last_login_at: string | null;
  }): MemberRecord {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      queues: row.queues,
      active: Number(row.active) === 1,
      enrolled: row.totp_secret !== null,
      lastLoginAt: row.last_login_at,
    };
  }

  async list(): Promise<MemberRecord[]> {
    const rows = await this.select(this.db).orderBy('active', 'desc').orderBy('name').orderBy('id').execute();
    return rows.map((row) => StaffMembersRepository.toRecord(row));
  }

  async find(id: number, executor: Executor = this.db): Promise<MemberRecord | undefined> {
    const row = await this.select(executor).where('id', '=', id).executeTakeFirst();
    return row && StaffMembersRepository.toRecord(row);
  }

  /** The new member's id, or null when the email is taken (the unique index decides, even under races). */
  async create(member: NewMember, executor: Executor): Promise<number | null> {
    const row = await executor
      .insertInto('staff_users')
      .values({
        email: member.email,
        name: member.name,
        role: member.role,
        queues: member.queues,
        password_hash: member.passwordHash,
        active: 1,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Applies the changes; when they take an admin out (demotion or deactivation), only while another active
   * admin remains, so the desk always keeps one. False when that condition refused it.
   */
  async update(
    id: number,
    changes: MemberChanges,
    removesAdmin: boolean,
    executor: Executor,
  ): Promise<boolean> {
    let query = executor
      .updateTable('staff_users')
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        ...(changes.queues !== undefined ? { queues: changes.queues } : {}),
        ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
        updated_at: nowInstant(),
      })
      .where('id', '=', id);
    if (removesAdmin) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('staff_users as other')
            .select('other.id')
            .where('other.role', '=', 'admin')
            .where('other.active', '=', 1)
            .where('other.id', '!=', id),
        ),
      );
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Forgets the member's TOTP secret and recovery codes: the next sign-in enrolls again. */
  async resetSecondFactor(id: number, executor: Executor): Promise<void> {
    await executor
      .updateTable('staff_users')
      .set({ totp_secret: null, totp_last_step: null, totp_enrolled_at: null, updated_at: nowInstant() })
      .where('id', '=', id)
      .execute();
    await executor.deleteFrom('staff_recovery_codes').where('staff_user_id', '=', id).execute();
  }
}
