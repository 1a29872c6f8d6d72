// The full card number and CBU are never stored in clear, logged or answered (issue #14 §3), on both
// databases: after a BIN check with the whole number, a card registration, a CBU that replaces it and an
// idempotent replay, no text column of any table and no log line holds either number, even with a handler
// that logs bodies carelessly; the sealed values open to the numbers with the configured key only.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DebitSealer } from '../../src/areas/debit/debit-sealer.js';
import { loginAs } from '../support/account-helpers.js';
import { debitCards, debitCbus } from '../support/debit-cards.js';
import { binCheck, cardBody, cbuBody, DEBIT_LOGIN, debitAction } from '../support/debit-helpers.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const CARD = debitCards.argentineCredit;
const CBU = debitCbus.macro;

/** A careless hook, as a future change might add: the logger's redaction must still hide the numbers. */
function logBodies(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    request.log.info({ body: request.body }, 'body');
  });
}

describe.each(dialects)('automatic debit: no full number anywhere (%s)', (dialect) => {
  const logs = memoryLogStream();
  let t: TestApp;
  const answers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ dialect, setup: logBodies, logStream: logs });
    const { token } = await loginAs(t, DEBIT_LOGIN.email, DEBIT_LOGIN.password);
    const key = { 'idempotency-key': 'f2b1c0de-0000-4000-8000-000000000001' };
    // One after the other: the CBU replaces the card.
    const calls = [
      () => binCheck(t, token, CARD),
      () => debitAction(t, token, cardBody({ clienteDebNro: CARD }), key),
      () => debitAction(t, token, cardBody({ clienteDebNro: CARD }), key),
      () => debitAction(t, token, cbuBody({ clienteCBU: CBU, clienteDebBanco: 285 })),
      // Refused bodies are logged too by the careless hook: still redacted.
      () => debitAction(t, token, cbuBody({ clienteCBU: CBU.slice(0, 21) + '0' })),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBeLessThan(500);
      answers.push(res.body);
    }
  });
  afterAll(() => t?.close());

  it('stores neither number in any text column of any table', async () => {
    const tables = await t.app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['debit_registrations', 'debit_consents', 'outbox_mail', 'idempotency_keys']),
    );
    let scanned = 0;
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(
        t.app.db,
      );
      for (const row of rows.rows) {
        for (const value of Object.values(row)) {
          if (typeof value !== 'string') continue;
          scanned += 1;
          expect(value).not.toContain(CARD);
          expect(value).not.toContain(CBU);
        }
      }
    }
    expect(scanned).toBeGreaterThan(100);
  });

  it('writes neither number to the logs, though bodies were logged', () => {
    const text = logs.text();
    expect(text).toContain('[REDACTED]');
    expect(text).toContain('"body"');
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(CBU);
  });

  it('answers neither number', () => {
    for (const body of answers) {
      expect(body).not.toContain(CARD);
      expect(body).not.toContain(CBU);
    }
  });

  it('seals both numbers so the configured key, and only it, opens them', async () => {
    const rows = await t.app.db
      .selectFrom('debit_registrations')
      .select(['sealed_number', 'sealing_key_id', 'cbu_last4'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    const [card, cbu] = rows;
    const sealer = new DebitSealer(t.config.debit.encryptionKey);
    expect(card?.sealing_key_id).toBe(sealer.currentKeyId);
    expect(sealer.open('card', card?.sealed_number ?? '')).toBe(CARD);
    expect(sealer.open('cbu', cbu?.sealed_number ?? '')).toBe(CBU);
    expect(() => new DebitSealer(randomBytes(32)).open('card', card?.sealed_number ?? '')).toThrow();
  });
});
