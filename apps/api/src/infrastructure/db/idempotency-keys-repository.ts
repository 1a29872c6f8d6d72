// Idempotency keys (docs/decisions/0016-idempotency-keys.md). A claim is a short row inserted before the work
// starts; the transaction that creates the thing marks it completed with the answer, so the answer exists iff
// the creation committed and a retry after a lost answer replays it. A claim whose attempt crashed (its lease
// ran out) is taken over by one conditional upsert, so two attempts never both hold it.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Long enough for a slow upload of the largest multipart message before its transaction completes. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
/** Expired keys are deleted by the claims themselves, at most this often per process. */
const SWEEP_INTERVAL_MS = 60 * 1000;
/** A claim races a release at most this many times before the client is told to come back. */
const CLAIM_ROUNDS = 3;

export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

/** Written inside the transaction that creates `created`, so it commits or rolls back with it. */
export type RecordAnswer<T> = (trx: Transaction<Database>, created: T) => Promise<void>;

export interface ClaimKey {
  scope: string;
  key: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; lease: string }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'in_progress'; retryAfterSeconds: number };

export interface IdempotencyTiming {
  ttlMs: number;
  leaseMs: number;
}

export class IdempotencyKeysRepository {
  #lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timing: IdempotencyTiming = { ttlMs: IDEMPOTENCY_TTL_MS, leaseMs: IDEMPOTENCY_LEASE_MS },
  ) {}

  async claim(id: ClaimKey, fingerprint: string, now: Date = new Date()): Promise<ClaimOutcome> {
    await this.#sweep(now);
    const at = now.toISOString();
    const expired = new Date(now.getTime() - this.timing.ttlMs).toISOString();
    const claim = {
      fingerprint,
      state: 'in_progress' as const,
      lease: randomUUID(),
      locked_until: new Date(now.getTime() + this.timing.leaseMs).toISOString(),
      status_code: null,
      body: null,
      created_at: at,
    };
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const taken = await this.db
        .insertInto('idempotency_keys')
        .values({ ...id, ...claim })
        .onConflict((oc) =>
          oc
            .columns(['scope', 'key'])
            .doUpdateSet(claim)
            // Only a forgotten key (older than the TTL) or a crashed attempt's claim may be taken over.
            .where((eb) =>
              eb.or([
                eb('idempotency_keys.created_at', '<', expired),
                eb.and([
                  eb('idempotency_keys.state', '=', 'in_progress'),
                  eb('idempotency_keys.locked_until', '<', at),
                ]),
              ]),
            ),
        )
        .returning('lease')
        .executeTakeFirst();
      if (taken) return { kind: 'claimed', lease: claim.lease };

      const row = await this.db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'state', 'locked_until', 'status_code', 'body'])
        .where('scope', '=', id.scope)
        .where('key', '=', id.key)
        .executeTakeFirst();
      // Released between the two statements: claim again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.state === 'completed') {
        return { kind: 'replay', status: row.status_code ?? 200, body: row.body ?? '' };
      }
      const wait = Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000);
      return { kind: 'in_progress', retryAfterSeconds: Math.max(1, wait) };
    }
    return { kind: 'in_progress', retryAfterSeconds: 1 };
  }

  /**
   * Stores the answer inside the creating transaction. A claim that was taken over (its lease ran out while
   * this attempt was still working) throws, which rolls the creation back: the other attempt owns the key.
   */
  async complete(
    trx: Transaction<Database>,
    id: ClaimKey,
    lease: string,
    answer: IdempotentAnswer,
  ): Promise<void> {
    const result = await trx
      .updateTable('idempotency_keys')
      .set({ state: 'completed', status_code: answer.status, body: JSON.stringify(answer.body) })
      .where('scope', '=', id.scope)
      .where('key', '=', id.key)
      .where('lease', '=', lease)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error('the idempotency claim was taken over');
  }

  /** Frees a claim whose attempt failed; a completed (committed) key is left alone. */
  async release(id: ClaimKey, lease: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', id.scope)
      .where('key', '=', id.key)
      .where('lease', '=', lease)
      .where('state', '=', 'in_progress')
      .execute();
  }

  async #sweep(now: Date): Promise<void> {
    if (now.getTime() - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now.getTime();
    const expired = new Date(now.getTime() - this.timing.ttlMs).toISOString();
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', expired).execute();
  }
}
