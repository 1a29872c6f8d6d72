// Small reads the desk's tools share: a request as a member may see it (an agente only in its queues), and
// members by id as the desk names them.
import { staffRoleAtLeast, type StaffMemberRef } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface DeskRequestRef {
  id: number;
  number: string;
  customerId: number | null;
  customerName: string;
  dueDate: string;
  queue: string;
  status: string;
  version: number;
  mergedIntoId: number | null;
}

export interface StaffRef {
  id: number;
  role: string;
}

export class DeskLookupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The request, unless it does not exist or an agente neither works its queue nor has it assigned. */
  async requestFor(number: string, staff: StaffRef): Promise<DeskRequestRef | undefined> {
    const row = await this.db
      .selectFrom('requests')
      .select([
        'id',
        'number',
        'customer_id',
        'customer_name',
        'due_date',
        'queue',
        'status',
        'version',
        'merged_into_id',
        'assigned_staff_id',
      ])
      .where('number', '=', number)
      .executeTakeFirst();
    if (!row || !(row.assigned_staff_id === staff.id || (await this.mayWork(staff, row.queue))))
      return undefined;
    return {
      id: row.id,
      number: row.number,
      customerId: row.customer_id,
      customerName: row.customer_name,
      dueDate: row.due_date,
      queue: row.queue,
      status: row.status,
      version: row.version,
      mergedIntoId: row.merged_into_id,
    };
  }

  /** Supervisors and admins work every queue; an agente the ones on its record. */
  async mayWork(staff: StaffRef, queue: string): Promise<boolean> {
    if (staffRoleAtLeast(staff.role, 'supervisor')) return true;
    const row = await this.db
      .selectFrom('staff_users')
      .select('queues')
      .where('id', '=', staff.id)
      .executeTakeFirst();
    return (row?.queues ?? '').split(',').includes(queue);
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

  async staffName(id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('staff_users')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name;
  }
}
