// The reconciliation job (issue #13 §4): a lost webhook must still end in a paid invoice. Every
// PAYMENT_RECONCILE_INTERVAL_MINUTES it asks the gateway about pending links older than
// PAYMENT_RECONCILE_AFTER_MINUTES, the least recently checked first, applies an approved payment; asks again
// about cancelled and expired links for 30 days with backoff (ADR 0081); and closes links past their expiry
// after asking the gateway about them.
import { CLOSED_LINK_WINDOW_MS, nextClosedLinkCheck } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentLinkRow, PaymentLinksRepository } from './payment-links-repository.js';
import type { PaymentConfirmationService } from './payment-confirmation-service.js';
import type { PaymentLinkCloser } from './payment-link-closer.js';
import { PeriodicJob } from '../../infrastructure/jobs/periodic-job.js';

export interface ReconciliationOptions {
  intervalMs: number;
  /** A link younger than this is left to its webhook. */
  afterMs: number;
  /** Links asked about per run: bounds the calls to the gateway. */
  batchSize?: number;
}

export interface ReconciliationReport {
  checked: number;
  paid: number;
  failed: number;
  expired: number;
}

export class PaymentReconciliationService {
  readonly #job: PeriodicJob;

  constructor(
    private readonly links: PaymentLinksRepository,
    private readonly confirmation: PaymentConfirmationService,
    private readonly closer: PaymentLinkCloser,
    private readonly log: FastifyBaseLogger,
    private readonly options: ReconciliationOptions,
  ) {
    this.#job = new PeriodicJob(
      () => this.reconcileOnce(),
      options.intervalMs,
      (err) => this.log.error({ err }, 'payment reconciliation failed'),
    );
  }

  /**
   * `anyAge`: every pending link however young, and every closed link in its window however recently checked
   * (the sandbox's 'Conciliar ahora' for developers).
   */
  async reconcileOnce(now = new Date(), { anyAge = false } = {}): Promise<ReconciliationReport> {
    const batch = this.options.batchSize ?? 50;
    const report: ReconciliationReport = { checked: 0, paid: 0, failed: 0, expired: 0 };
    const check = async (link: PaymentLinkRow) => {
      report.checked++;
      try {
        if ((await this.confirmation.checkLink(link, now)) === 'paid') report.paid++;
      } catch (err) {
        report.failed++;
        this.log.warn({ err, link: link.id }, 'payment link not reconciled');
      }
    };
    const due = await this.links.dueForReconciliation(
      new Date(now.getTime() - (anyAge ? 0 : this.options.afterMs)),
      batch,
    );
    for (const link of due) {
      await this.links.markChecked(link.id, now);
      await check(link);
    }
    // Cancelled and expired links, for a late approval (ADR 0081), less and less often.
    const closed = await this.links.closedDueForReconciliation(
      now,
      new Date(now.getTime() - CLOSED_LINK_WINDOW_MS),
      batch,
      { anyTime: anyAge },
    );
    for (const link of closed) {
      const next = nextClosedLinkCheck(new Date(link.closed_at!), now, this.options.intervalMs);
      await this.links.scheduleNextCheck(link.id, now, next);
      await check(link);
    }
    // Past their expiry: asked about first, then closed.
    for (const link of await this.links.dueToExpire(now, batch)) {
      const closedAs = await this.closer.expire(link, now);
      if (closedAs === 'paid') report.paid++;
      if (closedAs === 'expired') report.expired++;
    }
    if (report.paid > 0 || report.failed > 0) this.log.info({ report }, 'payment links reconciled');
    return report;
  }

  start(): void {
    this.#job.start();
  }

  stop(): Promise<void> {
    return this.#job.stop();
  }
}
