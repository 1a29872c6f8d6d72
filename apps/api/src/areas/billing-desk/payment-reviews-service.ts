// The queue of payments that need a person (issue #31 §4): the payments area records the cases where it
// detects them; a supervisor resolves each with a note, on the version read (409 otherwise), audited with its
// before and after in the same transaction.
import {
  PAYMENT_REVIEW_KINDS,
  type PaymentReview,
  type PaymentReviewKind,
  type PaymentReviewResolve,
} from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { PaymentReviewRow, PaymentReviewsRepository } from '../payments/index.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { auditBy } from './billing-desk-audit.js';

const STALE = 'Otra persona resolvió o cambió este pago. Recargá la lista para ver cómo quedó.';

const kindOf = (value: string): PaymentReviewKind =>
  PAYMENT_REVIEW_KINDS.find((kind) => kind === value) ?? 'amount_mismatch';

export function toPaymentReview(row: PaymentReviewRow): PaymentReview {
  const name = [row.nombre, row.apellido].filter(Boolean).join(' ');
  return {
    id: row.id,
    kind: kindOf(row.kind),
    gateway: row.gateway,
    gatewayPaymentId: row.gateway_payment_id,
    clientenro: row.cliente,
    customerName: name === '' ? null : name,
    amountCents: row.amount_cents,
    expectedCents: row.expected_cents,
    status: row.status === 'resolved' ? 'resolved' : 'open',
    note: row.note,
    resolvedBy: row.resolver_name,
    resolvedAt: row.resolved_at,
    version: row.version,
    detectedAt: row.created_at,
  };
}

export class PaymentReviewsService {
  constructor(
    private readonly reviews: PaymentReviewsRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  async list(status: 'open' | 'resolved'): Promise<PaymentReview[]> {
    return (await this.reviews.list(status)).map(toPaymentReview);
  }

  async resolve(
    id: number,
    { version, note }: PaymentReviewResolve,
    actor: AuditActor,
  ): Promise<PaymentReview> {
    return this.reviews.transaction(async (trx) => {
      const before = toPaymentReview(orNotFound(await this.reviews.find(id, trx)));
      if (!(await this.reviews.resolve(id, version, note, actor.staffUserId, trx))) {
        throw new AppError('CONFLICT', { message: STALE });
      }
      const after = toPaymentReview(orNotFound(await this.reviews.find(id, trx)));
      await this.audit.record(
        { ...auditBy(actor, 'payment_review.resolve', 'payment_review', id), before, after },
        trx,
      );
      return after;
    });
  }
}
