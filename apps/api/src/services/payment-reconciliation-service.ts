// The reconciliation job (issue #13 §4): a lost webhook must still end in a paid invoice. Every
// PAYMENT_RECONCILE_INTERVAL_MINUTES it asks the gateway about pending links older than
// PAYMENT_RECONCILE_AFTER_MINUTES, the least recently checked first, applies an approved payment, and then
// closes links past their expiry that nobody paid.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentLinksRepository } from '../repositories/payment-links-repository.js';
import type { PaymentConfirmationService } from './payment-confirmation-service.js';
import { PeriodicJob } from '../lib/periodic-job.js';

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
    private readonly log: FastifyBaseLogger,
    private readonly options: ReconciliationOptions,
  ) {
    this.#job = new PeriodicJob(
      () => this.reconcileOnce(),
      options.intervalMs,
      (err) => this.log.error({ err }, 'payment reconciliation failed'),
    );
  }

  /** `anyAge`: every pending link, however young (the sandbox's 'Conciliar ahora' for developers). */
  async reconcileOnce(now = new Date(), { anyAge = false } = {}): Promise<ReconciliationReport> {
    const due = await this.links.dueForReconciliation(
      new Date(now.getTime() - (anyAge ? 0 : this.options.afterMs)),
      this.options.batchSize ?? 50,
    );
    const report: ReconciliationReport = { checked: 0, paid: 0, failed: 0, expired: 0 };
    for (const link of due) {
      await this.links.markChecked(link.id, now);
      report.checked++;
      try {
        if ((await this.confirmation.checkLink(link, now)) === 'paid') report.paid++;
      } catch (err) {
        report.failed++;
        this.log.warn({ err, link: link.id }, 'payment link not reconciled');
      }
    }
    report.expired = await this.links.expireDue(now);
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
