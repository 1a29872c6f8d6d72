// Payments that need a person (issue #31 §4, migration 0033): charge-backs, refunds, amounts that did not match
// the link and links paid after they closed, recorded where the confirmation detects them (in the same
// transaction as the change it made). One case per gateway payment and kind, so a redelivered notification adds
// nothing; resolving is one conditional update on the version the supervisor read.
import type { PaymentReviewKind } from '@portal/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentReviewsTable } from '../../infrastructure/db/schema.js';
import { nowInstant } from '../../infrastructure/db/time.js';

export interface PaymentReviewCase {
  kind: PaymentReviewKind;
  gateway: string;
  gatewayPaymentId: string;
  paymentLinkId: string | null;
  customerId: number | null;
  amountCents: number;
  expectedCents: number | null;
}

export type PaymentReviewRow = Selectable<PaymentReviewsTable> & {
  cliente: number | null;
  nombre: string | null;
  apellido: string | null;
  resolver_name: string | null;
};

export class PaymentReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async record(review: PaymentReviewCase, executor: Kysely<Database> = this.db): Promise<void> {
    await executor
      .insertInto('payment_reviews')
      .values({
        kind: review.kind,
        gateway: review.gateway,
        gateway_payment_id: review.gatewayPaymentId,
        payment_link_id: review.paymentLinkId,
        customer_id: review.customerId,
        amount_cents: review.amountCents,
        expected_cents: review.expectedCents,
      })
      .onConflict((oc) => oc.columns(['gateway', 'gateway_payment_id', 'kind']).doNothing())
      .execute();
  }

  private select(executor: Kysely<Database>) {
    return executor
      .selectFrom('payment_reviews')
      .leftJoin('customers', 'customers.id', 'payment_reviews.customer_id')
      .leftJoin('staff_users', 'staff_users.id', 'payment_reviews.resolved_by')
      .selectAll('payment_reviews')
      .select([
        'customers.cliente',
        'customers.nombre',
        'customers.apellido',
        'staff_users.name as resolver_name',
      ]);
  }

  /** Open cases oldest first (the longest waiting on top); resolved ones newest first. */
  async list(status: 'open' | 'resolved', limit = 200): Promise<PaymentReviewRow[]> {
    return this.select(this.db)
      .where('payment_reviews.status', '=', status)
      .orderBy('payment_reviews.created_at', status === 'open' ? 'asc' : 'desc')
      .orderBy('payment_reviews.id', status === 'open' ? 'asc' : 'desc')
      .limit(limit)
      .execute();
  }

  async find(id: number, executor: Kysely<Database> = this.db): Promise<PaymentReviewRow | undefined> {
    return this.select(executor).where('payment_reviews.id', '=', id).executeTakeFirst();
  }

  /** True when it was open at `version` and is now resolved; false when someone else got there first. */
  async resolve(
    id: number,
    version: number,
    note: string,
    staffUserId: number,
    trx: Kysely<Database>,
  ): Promise<boolean> {
    const at = nowInstant();
    const result = await trx
      .updateTable('payment_reviews')
      .set({
        status: 'resolved',
        note,
        resolved_by: staffUserId,
        resolved_at: at,
        version: version + 1,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
