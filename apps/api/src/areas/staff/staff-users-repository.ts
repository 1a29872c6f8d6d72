// Staff users (back office): sign-in reads them by email, every staff call by id, so a deactivated user's token
// stops working on its next call.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface StaffUserRow {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  role: string;
  active: boolean;
}

/** What a staff call needs to know about who makes it. */
export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: string;
}

export class StaffUsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByEmail(email: string): Promise<StaffUserRow | undefined> {
    const row = await this.db
      .selectFrom('staff_users')
      .select(['id', 'email', 'password_hash', 'name', 'role', 'active'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        email: row.email,
        passwordHash: row.password_hash,
        name: row.name,
        role: row.role,
        active: Number(row.active) === 1,
      }
    );
  }

  /** Undefined when the user no longer exists or was deactivated. */
  async findActive(id: number): Promise<StaffIdentity | undefined> {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'email', 'name', 'role'])
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  async recordLogin(id: number): Promise<void> {
    const now = nowInstant();
    await this.db
      .updateTable('staff_users')
      .set({ last_login_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
