// Delivers queued outbox rows through a transport (SMTP) with retries, so a mail server that is down or
// refuses for a while costs a delay, not a lost mail (ADR 0053). Several instances may run a relay on one
// PostgreSQL database: a row is leased with a conditional update before it is sent, so only one sends it.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';
import type { MailTransport } from './smtp-transport.js';

export interface OutboxRelayOptions {
  /** Wait before each retry; after the last one the mail is marked failed. */
  retryDelaysMs?: readonly number[];
  /** How long a relay owns a row it is sending; a crashed relay's row is due again after it. */
  leaseMs?: number;
  /** How often due rows are looked for besides the kicks after each commit. */
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
}

const MINUTE = 60_000;
const DEFAULT_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 720].map((minutes) => minutes * MINUTE);

export class OutboxRelay {
  private readonly retryDelaysMs: readonly number[];
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    options: OutboxRelayOptions = {},
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.leaseMs = options.leaseMs ?? 2 * MINUTE;
    this.pollMs = options.pollMs ?? 30_000;
    this.batchSize = options.batchSize ?? 20;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Delivers what is due soon; kicks during a run make it look again once it ends. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((err: unknown) => this.log.error({ err }, 'mail relay run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends every due row, a batch at a time; resolves when none is left. Exposed for tests. */
  async deliverDue(): Promise<void> {
    for (;;) {
      const now = this.now().toISOString();
      const due = await this.db
        .selectFrom('outbox_mail')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts', 'next_attempt_at'])
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(this.batchSize)
        .execute();
      if (due.length === 0) return;
      for (const row of due) {
        if (this.stopped) return;
        if (await this.lease(row.id, row.next_attempt_at)) await this.deliver(row);
      }
    }
  }

  /**
   * Stops; waits a few seconds for a delivery in progress, so shutdown stays within its deadline. A mail cut off
   * is due again when its lease ends and may then go out twice: delivery is at least once.
   */
  async stop(waitMs = 5_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    this.transport.close();
  }

  /** Takes the row for this relay until the lease ends; false when another relay took it first. */
  private async lease(id: number, dueAt: string | null): Promise<boolean> {
    const until = new Date(this.now().getTime() + this.leaseMs).toISOString();
    const result = await this.db
      .updateTable('outbox_mail')
      .set({ next_attempt_at: until })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '=', dueAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  private async deliver(row: {
    id: number;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    attempts: number;
  }): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await this.transport.deliver({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
    } catch (err) {
      const retryIn = this.retryDelaysMs[attempts - 1];
      const lastError = String((err as Error)?.message ?? err).slice(0, 500);
      await this.db
        .updateTable('outbox_mail')
        .set({
          attempts,
          last_error: lastError,
          status: retryIn === undefined ? 'failed' : 'queued',
          next_attempt_at:
            retryIn === undefined ? null : new Date(this.now().getTime() + retryIn).toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      const context = { err, mail: row.id, subject: row.subject, attempts };
      if (retryIn === undefined) this.log.error(context, 'mail not delivered; no retries left');
      else this.log.warn({ ...context, retryInMs: retryIn }, 'mail not delivered; will retry');
      return;
    }
    await this.db
      .updateTable('outbox_mail')
      .set({ status: 'sent', attempts, sent_at: this.now().toISOString(), next_attempt_at: null })
      .where('id', '=', row.id)
      .execute();
  }
}
