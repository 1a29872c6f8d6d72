// The repository under the Idempotency-Key mechanism: a recorded answer exists iff the creating transaction
// committed (a kill between commit and answer still lets the retry replay), and a crashed attempt's claim is
// taken over once its lease ran out, after which the old attempt can no longer commit under the key.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_MS,
  IdempotencyKeysRepository,
} from '../../src/infrastructure/db/idempotency-keys-repository.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('idempotency keys repository (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let repository: IdempotencyKeysRepository;
  let n = 0;
  const nextKey = () => ({ scope: 'POST /test public', key: `key-${(n += 1)}` });
  const answer = { status: 201, body: { Crmnumero: 'G-2026-000001', id: 1 } };
  const rollback = new Error('rolled back on purpose');

  beforeAll(async () => {
    repository = new IdempotencyKeysRepository(t.app.db);
  });

  it('replays an answer recorded by a committed transaction', async () => {
    const id = nextKey();
    const claim = await repository.claim(id, 'fp');
    if (claim.kind !== 'claimed') throw new Error(claim.kind);
    await t.app.db.transaction().execute((trx) => repository.complete(trx, id, claim.lease, answer));
    expect(await repository.claim(id, 'fp')).toEqual({
      kind: 'replay',
      status: 201,
      body: JSON.stringify(answer.body),
    });
    expect(await repository.claim(id, 'other')).toEqual({ kind: 'mismatch' });
  });

  it('has no answer when the transaction rolled back: the key stays claimed until released', async () => {
    const id = nextKey();
    const claim = await repository.claim(id, 'fp');
    if (claim.kind !== 'claimed') throw new Error(claim.kind);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await repository.complete(trx, id, claim.lease, answer);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await repository.claim(id, 'fp')).toMatchObject({ kind: 'in_progress' });
    await repository.release(id, claim.lease);
    expect(await repository.claim(id, 'fp')).toMatchObject({ kind: 'claimed' });
  });

  it('tells a concurrent attempt how long to wait', async () => {
    const id = nextKey();
    const now = new Date();
    await repository.claim(id, 'fp', now);
    expect(await repository.claim(id, 'fp', new Date(now.getTime() + 10_000))).toEqual({
      kind: 'in_progress',
      retryAfterSeconds: (IDEMPOTENCY_LEASE_MS - 10_000) / 1000,
    });
  });

  it('takes over a crashed claim after its lease; the crashed attempt can then not commit', async () => {
    const id = nextKey();
    const now = new Date();
    const crashed = await repository.claim(id, 'fp', now);
    if (crashed.kind !== 'claimed') throw new Error(crashed.kind);
    const later = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS + 1000);
    const takeover = await repository.claim(id, 'fp', later);
    expect(takeover).toMatchObject({ kind: 'claimed' });
    await expect(
      t.app.db.transaction().execute((trx) => repository.complete(trx, id, crashed.lease, answer)),
    ).rejects.toThrow('taken over');
    // The late release of the crashed attempt does not free the new owner's claim either.
    await repository.release(id, crashed.lease);
    expect(await repository.claim(id, 'fp', later)).toMatchObject({ kind: 'in_progress' });
  });

  it('forgets completed keys after 24 hours and deletes them', async () => {
    const id = nextKey();
    const now = new Date();
    const claim = await repository.claim(id, 'fp', now);
    if (claim.kind !== 'claimed') throw new Error(claim.kind);
    await t.app.db.transaction().execute((trx) => repository.complete(trx, id, claim.lease, answer));
    const dayLater = new Date(now.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    // A fresh repository sweeps on its first claim.
    const sweeping = new IdempotencyKeysRepository(t.app.db);
    await sweeping.claim(nextKey(), 'fp', dayLater);
    const left = await t.app.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', id.key)
      .execute();
    expect(left).toEqual([]);
    expect(await sweeping.claim(id, 'fp', dayLater)).toMatchObject({ kind: 'claimed' });
  });
});
