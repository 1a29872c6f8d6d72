// Every inbound gateway notification, stored as it arrived before anything else happens (issue #13 §4), then
// processed and retried from this table. A row due for processing is leased with a conditional update (its
// next_attempt_at moves into the future), so one worker of one instance processes it at a time.
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export interface StoredNotification {
  gateway: string;
  headers: Record<string, unknown>;
  query: Record<string, unknown>;
  body: string;
}

export interface DueNotification {
  id: number;
  gateway_payment_id: string | null;
  attempts: number;
  next_attempt_at: string | null;
}

const RETRYABLE = ['received', 'failed'];

export class GatewayNotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(notification: StoredNotification, now: Date): Promise<number> {
    const at = now.toISOString();
    const row = await this.db
      .insertInto('gateway_notifications')
      .values({
        gateway: notification.gateway,
        request_id: null,
        gateway_payment_id: null,
        headers_json: JSON.stringify(notification.headers),
        query_json: JSON.stringify(notification.query),
        body: notification.body,
        result: null,
        next_attempt_at: null,
        processed_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A verified notification about a payment: due for processing now. */
  async schedule(id: number, paymentId: string, requestId: string | null, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .updateTable('gateway_notifications')
      .set({ gateway_payment_id: paymentId, request_id: requestId, next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Final state: processed, ignored or rejected, with what happened. */
  async finish(
    id: number,
    status: 'processed' | 'ignored' | 'rejected',
    result: string,
    now: Date,
  ): Promise<void> {
    const at = now.toISOString();
    await this.db
      .updateTable('gateway_notifications')
      .set({ status, result, processed_at: at, next_attempt_at: null, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  /** Processing failed: try again at `retryAt`, or never (null) after the last attempt. */
  async fail(id: number, result: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.db
      .updateTable('gateway_notifications')
      .set({
        status: 'failed',
        result,
        next_attempt_at: retryAt?.toISOString() ?? null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Refused and ignored notifications received before `before`: nothing is left to do with them. */
  async purgeSettled(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('gateway_notifications')
      .where('status', 'in', ['rejected', 'ignored'])
      .where('created_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async due(now: Date, limit: number): Promise<DueNotification[]> {
    return this.db
      .selectFrom('gateway_notifications')
      .select(['id', 'gateway_payment_id', 'attempts', 'next_attempt_at'])
      .where('status', 'in', RETRYABLE)
      .where('next_attempt_at', 'is not', null)
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Takes a due row until `leaseUntil`; false when another worker took it first. */
  async claim(row: DueNotification, leaseUntil: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('gateway_notifications')
      .set((eb) => ({ next_attempt_at: leaseUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('status', 'in', RETRYABLE)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
