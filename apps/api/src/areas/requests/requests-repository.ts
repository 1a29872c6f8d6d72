// Requests staff work on (assistance, registrations; later every message type), each with a human request
// number 'G-<year>-<6 digits>' drawn from a per-year counter in a short transaction just before the insert.
// The insert also sets what the desk needs (queue, legal class and due date, name and search text: desk-fields.ts)
// and, for a fault claim, the incident in force in its locality (issue #31 §5), and for a baja or
// arrepentimiento its line in the cancellation register (issue #32 §1), in the request's transaction.
import { MESSAGE_TYPES } from '@portal/domain';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { PreparedSql } from '../../infrastructure/db/prepared-sql.js';
import type { Database } from '../../infrastructure/db/schema.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import { deskFieldsFor, type DeskCustomer } from '../../lib/desk-fields.js';
import { IncidentLinksRepository } from '../incidents/index.js';
import { REQUEST_NUMBER_PREFIX, type StoredRequest } from './request-number.js';

export interface NewRequest {
  type: number;
  companyCode: number;
  customerId: number | null;
  email: string | null;
  summary: string;
  payload: Record<string, unknown>;
  /** Whether the holder was verified (own session or mailed code); a baja or arrepentimiento records it. */
  verified?: boolean;
}

/** Message types every request of which enters the cancellation register (issue #32 §1). */
const REGISTERED_KINDS: Partial<Record<number, string>> = {
  [MESSAGE_TYPES.cancellation]: 'baja',
  [MESSAGE_TYPES.regret]: 'arrepentimiento',
};

/**
 * Draws request numbers and inserts requests inside the caller's transaction, so callers that store more rows
 * with it (attachments, outbox mail) commit all or nothing. Its statements are compiled once (PreparedSql).
 */
export class RequestWriter {
  readonly #nextNumber: PreparedSql<{ last_value: number }>;
  readonly #insert: PreparedSql<{ id: number }>;
  readonly #customer: PreparedSql<DeskCustomer>;
  readonly #asyncCommit: PreparedSql<never> | undefined;
  readonly #incidents: IncidentLinksRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.#incidents = new IncidentLinksRepository(db);
    // PostgreSQL only: see draw().
    this.#asyncCommit =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? new PreparedSql(db, sql`set local synchronous_commit = off`)
        : undefined;
    // sql`` markers: each ${n} is the n-th value given to execute().
    this.#nextNumber = new PreparedSql(
      db,
      sql`insert into request_counters (scope, last_value) values (${0}, 1)
        on conflict (scope) do update set last_value = request_counters.last_value + 1
        returning last_value`,
    );
    this.#insert = new PreparedSql(
      db,
      sql`insert into requests (number, type, company_code, customer_id, email, summary, payload, status,
        created_at, updated_at, queue, request_class, due_date, customer_name, locality, search_text, incident_id)
        values (${0}, ${1}, ${2}, ${3}, ${4}, ${5}, ${6}, 'received', ${7}, ${8}, ${9}, ${10}, ${11}, ${12},
        ${13}, ${14}, ${15})
        returning id`,
    );
    this.#customer = new PreparedSql(
      db,
      sql`select cliente, nombre, apellido, dni, ciudad, emailppl from customers where id = ${0}`,
    );
  }

  /**
   * The next number, in its own short transaction before the request's (docs/decisions/0013): the counter row
   * is locked until commit, and inside the request's transaction that lock was held through its fsync, so
   * every message on PostgreSQL waited for the previous one. That commit may be asynchronous: the request's
   * own synchronous commit comes later in the WAL and flushes it, so no stored request can lose its number.
   */
  async draw(now: Date = new Date()): Promise<string> {
    const scope = `${REQUEST_NUMBER_PREFIX}-${now.getUTCFullYear()}`;
    const [counter] = await this.db.transaction().execute(async (trx) => {
      await this.#asyncCommit?.execute(trx, []);
      return this.#nextNumber.execute(trx, [scope]);
    });
    return `${scope}-${String(counter?.last_value).padStart(6, '0')}`;
  }

  async insert(
    trx: Transaction<Database>,
    request: NewRequest,
    number: string,
    now: Date = new Date(),
  ): Promise<StoredRequest> {
    const at = now.toISOString();
    const [customer] =
      request.customerId === null ? [] : await this.#customer.execute(trx, [request.customerId]);
    const desk = deskFieldsFor({ ...request, number, createdAt: now }, customer);
    const incidentId =
      desk.requestClass === 'falla' ? await this.#incidents.incidentFor(trx, desk.locality, now) : null;
    const [row] = await this.#insert.execute(trx, [
      number,
      request.type,
      request.companyCode,
      request.customerId,
      request.email,
      request.summary,
      JSON.stringify(request.payload),
      at,
      at,
      desk.queue,
      desk.requestClass,
      desk.dueDate,
      desk.customerName,
      desk.locality,
      desk.searchText,
      incidentId,
    ]);
    if (!row) throw new Error('the request insert returned no id');
    const kind = REGISTERED_KINDS[request.type];
    if (kind) {
      await trx
        .insertInto('cancellation_register')
        .values({
          request_id: row.id,
          request_number: number,
          kind,
          medium: 'web',
          verified: request.verified ? 1 : 0,
          received_at: at,
        })
        .execute();
    }
    return { id: row.id, number };
  }
}

export class RequestsRepository {
  readonly #writer: RequestWriter;

  constructor(private readonly db: Kysely<Database>) {
    this.#writer = new RequestWriter(db);
  }

  /** `recordAnswer`: the Idempotency-Key's answer, committed with the request. */
  async create(
    request: NewRequest,
    recordAnswer?: RecordAnswer<StoredRequest>,
    now: Date = new Date(),
  ): Promise<StoredRequest> {
    const number = await this.#writer.draw(now);
    return this.db.transaction().execute(async (trx) => {
      const stored = await this.#writer.insert(trx, request, number, now);
      await recordAnswer?.(trx, stored);
      return stored;
    });
  }
}
