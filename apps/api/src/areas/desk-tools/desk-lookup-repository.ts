// Small reads the desk's tools share: whether a request exists, and members by id as the desk names them.
import type { StaffMemberRef } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class DeskLookupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async requestIdOf(number: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('requests')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    return row?.id;
  }

  /** Active members among `ids`, by name. */
  async staffRefs(ids: readonly number[]): Promise<StaffMemberRef[]> {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .where('active', '=', 1)
      .orderBy('name')
      .execute();
  }
}
