// Requests as staff look them up by number, with their attachment rows (the storage key stays in here).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface StaffRequestRow {
  id: number;
  number: string;
  type: number;
  status: string;
  created_at: string;
  summary: string;
  customer_number: number | null;
}

export interface AttachmentRow {
  id: number;
  slot: string;
  original_name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
}

export class StaffRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByNumber(number: string): Promise<StaffRequestRow | undefined> {
    return this.db
      .selectFrom('requests')
      .leftJoin('customers', 'customers.id', 'requests.customer_id')
      .select([
        'requests.id',
        'requests.number',
        'requests.type',
        'requests.status',
        'requests.created_at',
        'requests.summary',
        'customers.cliente as customer_number',
      ])
      .where('requests.number', '=', number)
      .executeTakeFirst();
  }

  async attachments(requestId: number): Promise<AttachmentRow[]> {
    return this.db
      .selectFrom('request_attachments')
      .select(['id', 'slot', 'original_name', 'storage_key', 'content_type', 'size_bytes'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
  }

  /** The attachment only when it belongs to that request. */
  async attachment(requestId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
    return this.db
      .selectFrom('request_attachments')
      .select(['id', 'slot', 'original_name', 'storage_key', 'content_type', 'size_bytes'])
      .where('request_id', '=', requestId)
      .where('id', '=', attachmentId)
      .executeTakeFirst();
  }
}
