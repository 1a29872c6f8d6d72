// Reads of one customer's requests for "Mis gestiones": only rows stored with that customer's id, newest first,
// and the attachments of the listed requests in one query (never their storage keys).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface CustomerRequestRow {
  id: number;
  number: string;
  type: number;
  /** The validated payload as JSON text; the customer's summary is built from it, never shown raw. */
  payload: string;
  status: string;
  created_at: string;
  due_date: string;
}

export interface CustomerRequestAttachmentRow {
  request_id: number;
  slot: string;
  original_name: string;
  size_bytes: number;
}

export class CustomerRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listForCustomer(customerId: number, limit: number): Promise<CustomerRequestRow[]> {
    return this.db
      .selectFrom('requests')
      .select(['id', 'number', 'type', 'payload', 'status', 'created_at', 'due_date'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Attachments of these requests, in the order they were stored. */
  async attachmentsOf(requestIds: readonly number[]): Promise<CustomerRequestAttachmentRow[]> {
    if (requestIds.length === 0) return [];
    return this.db
      .selectFrom('request_attachments')
      .select(['request_id', 'slot', 'original_name', 'size_bytes'])
      .where('request_id', 'in', requestIds)
      .orderBy('request_id')
      .orderBy('id')
      .execute();
  }

  /** Names of these packet_names in the catalogue, active or not (a request may name a plan since retired). */
  async planNames(packetNames: readonly string[]): Promise<Record<string, string>> {
    if (packetNames.length === 0) return {};
    const rows = await this.db
      .selectFrom('plans')
      .select(['packet_name', 'name'])
      .where('packet_name', 'in', [...new Set(packetNames)])
      .orderBy('id')
      .execute();
    const names: Record<string, string> = {};
    for (const row of rows) names[row.packet_name] ??= row.name;
    return names;
  }
}
