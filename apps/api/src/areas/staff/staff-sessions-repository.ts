// Server-side staff sessions (ADR 0092): the signed token names a row here; the row says when the member was
// last seen and whether the session was ended (sign-out, role change, deactivation, password change).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { StaffIdentity } from './staff-users-repository.js';

type Executor = Kysely<Database>;

export interface LiveStaffSession {
  id: string;
  lastSeenAt: string;
  staff: StaffIdentity;
}

export class StaffSessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(
    session: { id: string; staffUserId: number; now: string; ip: string; userAgent?: string },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .insertInto('staff_sessions')
      .values({
        id: session.id,
        staff_user_id: session.staffUserId,
        last_seen_at: session.now,
        created_at: session.now,
        ip: session.ip,
        user_agent: session.userAgent ?? null,
      })
      .execute();
  }

  /** The session if it was not ended and its member is active; the idle check is the caller's. */
  async findOpen(id: string): Promise<LiveStaffSession | undefined> {
    const row = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_user_id')
      .select([
        'staff_sessions.id as session_id',
        'staff_sessions.last_seen_at',
        'staff_users.id',
        'staff_users.email',
        'staff_users.name',
        'staff_users.role',
        'staff_users.queues',
      ])
      .where('staff_sessions.id', '=', id)
      .where('staff_sessions.ended_at', 'is', null)
      .where('staff_users.active', '=', 1)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.session_id,
      lastSeenAt: row.last_seen_at,
      staff: { id: row.id, email: row.email, name: row.name, role: row.role, queues: row.queues },
    };
  }

  /** Moves last_seen_at forward unless another call already did (or the session ended meanwhile). */
  async touch(id: string, seenBefore: string, now: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .where('last_seen_at', '=', seenBefore)
      .execute();
  }

  async end(id: string, now: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends every open session of the member, but `keep` (the one changing its own password). */
  async endAllOf(staffUserId: number, now: string, executor: Executor, keep?: string): Promise<number> {
    let query = executor
      .updateTable('staff_sessions')
      .set({ ended_at: now })
      .where('staff_user_id', '=', staffUserId)
      .where('ended_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
