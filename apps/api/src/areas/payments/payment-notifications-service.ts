// The gateway's webhook (issue #13 §4): store the notification as it came, check its signature, answer at
// once, and process it apart: fetch the payment from the gateway (never trust the notification's word) and
// hand it to PaymentConfirmationService. A failed processing (gateway unreachable, database busy) is retried
// with growing delays by a small in-process worker, like the outbox relay; several instances share the
// table safely because each row is leased before it is processed. A refused notification (bad signature) is
// kept truncated, and refused and ignored ones are purged after 30 days (issue #28 §1.5).
import type { FastifyBaseLogger } from 'fastify';
import { GatewayError } from '../../infrastructure/gateways/payments/gateway-error.js';
import type {
  InboundNotification,
  PaymentGateway,
} from '../../infrastructure/gateways/payments/payment-gateway.js';
import { AppError } from '../../lib/app-error.js';
import { PeriodicJob } from '../../infrastructure/jobs/periodic-job.js';
import type { DueNotification, GatewayNotificationsRepository } from './gateway-notifications-repository.js';
import type { PaymentConfirmationService } from './payment-confirmation-service.js';

const SECOND = 1_000;
const DAY = 86_400 * SECOND;
const DEFAULT_RETRY_DELAYS_MS = [5, 30, 120, 600, 1_800, 7_200].map((s) => s * SECOND);
/** Of a refused notification, enough to see who sent what: not a copy of whatever anyone posts. */
const REFUSED_BODY_BYTES = 1024;
const REFUSED_VALUE_CHARS = 256;
const REFUSED_QUERY_KEYS = 10;
const REFUSED_HEADERS = [
  'content-type',
  'content-length',
  'user-agent',
  'x-signature',
  'x-request-id',
  'x-forwarded-for',
];

function truncateBytes(text: string, bytes: number): string {
  const buffer = Buffer.from(text);
  if (buffer.length <= bytes) return text;
  // A character cut in half decodes as U+FFFD: dropped, so the stored text stays within the limit.
  return buffer
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}

function shortValues(
  record: Record<string, string | undefined>,
  keys: readonly string[],
): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((key) => [key, record[key]?.slice(0, REFUSED_VALUE_CHARS)]));
}

/** What is stored of a notification whose signature is wrong. */
export function truncatedNotification(notification: InboundNotification): InboundNotification {
  const headers = REFUSED_HEADERS.filter((name) => notification.headers[name] !== undefined);
  const query = Object.keys(notification.query).slice(0, REFUSED_QUERY_KEYS);
  return {
    headers: shortValues(notification.headers, headers),
    query: shortValues(notification.query, query),
    rawBody: truncateBytes(notification.rawBody, REFUSED_BODY_BYTES),
  };
}

export interface NotificationWorkerOptions {
  retryDelaysMs?: readonly number[];
  /** How long a worker owns a row it processes; a crashed worker's row is due again after it. */
  leaseMs?: number;
  pollMs?: number;
  /** How long refused and ignored notifications are kept, and how often older ones are purged. */
  keepSettledMs?: number;
  purgeIntervalMs?: number;
}

export class PaymentNotificationsService {
  readonly #retryDelaysMs: readonly number[];
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #keepSettledMs: number;
  readonly #purgeJob: PeriodicJob;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly notifications: GatewayNotificationsRepository,
    private readonly confirmation: PaymentConfirmationService,
    private readonly log: FastifyBaseLogger,
    options: NotificationWorkerOptions = {},
  ) {
    this.#retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.#leaseMs = options.leaseMs ?? 60 * SECOND;
    this.#pollMs = options.pollMs ?? 15 * SECOND;
    this.#keepSettledMs = options.keepSettledMs ?? 30 * DAY;
    this.#purgeJob = new PeriodicJob(
      () => this.purge(),
      options.purgeIntervalMs ?? DAY / 4,
      (err) => this.log.error({ err }, 'payment notification purge failed'),
    );
  }

  /**
   * Verifies (a pure check, nothing happens before the row is stored), stores and schedules one notification.
   * Throws 401 for a bad signature; its row stays, truncated.
   */
  async receive(notification: InboundNotification, now = new Date()): Promise<void> {
    const check = this.gateway.verifyNotification(notification);
    const kept = check.kind === 'invalid-signature' ? truncatedNotification(notification) : notification;
    const id = await this.notifications.insert(
      { gateway: this.gateway.name, headers: kept.headers, query: kept.query, body: kept.rawBody },
      now,
    );
    switch (check.kind) {
      case 'invalid-signature':
        await this.notifications.finish(id, 'rejected', 'invalid signature', now);
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      case 'ignored':
        await this.notifications.finish(id, 'ignored', check.reason, now);
        return;
      case 'payment':
        await this.notifications.schedule(id, check.paymentId, check.requestId, now);
        this.kick();
    }
  }

  /** Deletes refused and ignored notifications older than the keeping time; returns how many. */
  async purge(now = new Date()): Promise<number> {
    const removed = await this.notifications.purgeSettled(new Date(now.getTime() - this.#keepSettledMs));
    if (removed > 0) this.log.info({ removed }, 'old refused and ignored payment notifications purged');
    return removed;
  }

  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#purgeJob.start();
    this.#timer = setInterval(() => this.kick(), this.#pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Processes what is due; a kick during a run makes it look again once it ends. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.processDue()
      .catch((err: unknown) => this.log.error({ err }, 'payment notification run failed'))
      .finally(() => {
        this.#running = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no run is in progress (tests wait on it after a notification). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await Promise.all([this.#running, this.#purgeJob.stop()]);
  }

  /** Processes every due notification, a batch at a time. Exposed for tests. */
  async processDue(now: () => Date = () => new Date()): Promise<void> {
    for (;;) {
      const due = await this.notifications.due(now(), 20);
      if (due.length === 0) return;
      for (const row of due) {
        if (this.#stopped) return;
        const leaseUntil = new Date(now().getTime() + this.#leaseMs);
        if (await this.notifications.claim(row, leaseUntil)) await this.#process(row, now());
      }
    }
  }

  async #process(row: DueNotification, now: Date): Promise<void> {
    try {
      const payment = row.gateway_payment_id ? await this.gateway.getPayment(row.gateway_payment_id) : null;
      if (!payment) {
        await this.notifications.finish(row.id, 'ignored', 'payment unknown to the gateway', now);
        return;
      }
      const handled = await this.confirmation.handle(payment, now);
      await this.notifications.finish(row.id, handled.status, handled.result, now);
    } catch (err) {
      const delay = this.#retryDelaysMs[row.attempts];
      const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
      const reason = err instanceof GatewayError ? `gateway: ${err.message}` : 'processing error';
      (err instanceof GatewayError ? this.log.warn : this.log.error).call(
        this.log,
        { err, notification: row.id, retryAt },
        'payment notification not processed',
      );
      await this.notifications.fail(row.id, reason, retryAt, now);
    }
  }
}
