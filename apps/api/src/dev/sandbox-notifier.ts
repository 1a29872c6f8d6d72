// Delivers the sandbox's notifications the way Mercado Pago does: POST to the checkout's notification_url plus
// `data.id=<id>&type=payment`, body {action, type, data: {id}}, signed headers; asynchronously, over real HTTP,
// and again after a delay when the portal does not answer 2xx (Mercado Pago retries for days; a few tries over
// some minutes are enough here, and the reconciliation job covers the rest).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { signatureHeader } from '../infrastructure/gateways/payments/notification-signature.js';

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];
const REQUEST_TIMEOUT_MS = 10_000;

export interface SandboxNotifierOptions {
  retryDelaysMs?: readonly number[];
}

export class SandboxNotifier {
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #retryDelaysMs: readonly number[];
  #stopped = false;

  constructor(
    private readonly webhookSecret: string,
    private readonly log: FastifyBaseLogger,
    options: SandboxNotifierOptions = {},
  ) {
    this.#retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Queues the notification; returns at once (the browser's redirect does not wait for the webhook). */
  notify(notificationUrl: string, paymentId: number, action: 'payment.created' | 'payment.updated'): void {
    this.#attempt(notificationUrl, String(paymentId), action, 0);
  }

  /** Resolves when no delivery is running (retries still waiting are not awaited). For tests and shutdown. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await this.idle();
  }

  #attempt(notificationUrl: string, dataId: string, action: string, attempt: number): void {
    if (this.#stopped) return;
    const run = this.#send(notificationUrl, dataId, action).then((delivered) => {
      if (delivered) return;
      const delay = this.#retryDelaysMs[attempt];
      if (delay === undefined) {
        this.log.warn({ paymentId: dataId }, 'sandbox gateway gave up notifying the portal');
        return;
      }
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        this.#attempt(notificationUrl, dataId, action, attempt + 1);
      }, delay);
      timer.unref();
      this.#timers.add(timer);
    });
    this.#inFlight.add(run);
    void run.finally(() => this.#inFlight.delete(run));
  }

  async #send(notificationUrl: string, dataId: string, action: string): Promise<boolean> {
    const url = new URL(notificationUrl);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    const requestId = randomUUID();
    const ts = String(Date.now());
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signatureHeader(this.webhookSecret, dataId, requestId, ts),
          'x-request-id': requestId,
        },
        body: JSON.stringify({ action, api_version: 'v1', type: 'payment', data: { id: dataId } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.log.warn({ paymentId: dataId, status: response.status }, 'portal refused a sandbox notification');
    } catch (err) {
      this.log.warn({ err, paymentId: dataId }, 'sandbox notification not delivered');
    }
    return false;
  }
}
