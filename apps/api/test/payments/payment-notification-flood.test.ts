// Anyone can post to the gateway's webhook (issue #28 §1.5): one address gets at most 60 notifications a minute, a
// refused one is kept truncated (1 KB of body, an allow-list of headers), and refused and ignored ones are
// purged after 30 days. The flood runs in parallel, on both databases.
import { describe, expect, it } from 'vitest';
import { GatewayNotificationsRepository } from '../../src/areas/payments/gateway-notifications-repository.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const URL = '/api/payments/webhook/?source_news=webhooks&data.id=123&type=payment';
const DAY = 86_400_000;

describe.each(dialects)('payment notification flood (%s)', (dialect) => {
  const t = useTestApp({ dialect });

  const rows = () => t.app.db.selectFrom('gateway_notifications').selectAll().orderBy('id').execute();
  const post = (remoteAddress: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        'x-signature': 'ts=1,v1=00',
        'x-request-id': 'r'.repeat(600),
        'x-junk': 'j'.repeat(4000),
        cookie: 'session=secret',
      },
      payload: body,
    });

  it('stops storing at the per-address limit, and keeps what it stores truncated', async () => {
    const before = (await rows()).length;
    const body = JSON.stringify({ type: 'payment', data: { id: '123' }, pad: 'ñ'.repeat(8000) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(16_000);
    // Two parallel waves of 40 and 60: the first fits the limit whole, the second crosses it.
    const flood = (n: number) => Promise.all(Array.from({ length: n }, () => post('203.0.113.50', body)));
    const answers = [...(await flood(40)), ...(await flood(60))];
    const statuses = answers.map((answer) => answer.statusCode);
    const refused = statuses.filter((status) => status === 401).length;
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(401));
    expect(refused).toBeLessThanOrEqual(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - refused);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect((await post('203.0.113.50', body)).statusCode).toBe(429);
    const stored = (await rows()).slice(before);
    expect(stored).toHaveLength(refused);
    for (const row of stored) {
      expect(row.status).toBe('rejected');
      expect(Buffer.byteLength(row.body)).toBeLessThanOrEqual(1024);
      expect(row.body.startsWith('{"type":"payment"')).toBe(true);
      const headers = JSON.parse(row.headers_json) as Record<string, string>;
      expect(Object.keys(headers).sort()).toEqual([
        'content-length',
        'content-type',
        'user-agent',
        'x-request-id',
        'x-signature',
      ]);
      expect(headers['x-request-id']).toHaveLength(256);
      expect(row.headers_json.length + row.query_json.length + Buffer.byteLength(row.body)).toBeLessThan(
        2048,
      );
    }
    // Another address is not held back by the flood.
    expect((await post('203.0.113.51', body)).statusCode).toBe(401);
  });

  it('purges refused and ignored notifications after 30 days, and keeps the others', async () => {
    const service = t.app.services.payments.notifications;
    const repository = new GatewayNotificationsRepository(t.app.db);
    const start = new Date('2026-01-01T12:00:00Z');
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    const refused = { headers: { 'x-signature': 'ts=1,v1=00' }, query: {}, rawBody: '{}' };
    await service.receive(refused, at(0)).catch(() => undefined);
    await service.receive(refused, at(5)).catch(() => undefined);
    const stored = async (status: 'processed' | 'ignored', day: number) => {
      const id = await repository.insert(
        { gateway: 'sandbox', headers: {}, query: {}, body: status },
        at(day),
      );
      await repository.finish(id, status, status, at(day));
      return id;
    };
    const processed = await stored('processed', 0);
    const ignored = await stored('ignored', 0);
    const ignoredLater = await stored('ignored', 5);
    const ids = async () =>
      (await rows()).filter((row) => row.created_at.startsWith('2026-01')).map((row) => row.status);

    expect(await service.purge(at(30))).toBe(0);
    expect(await service.purge(at(31))).toBe(2);
    expect(await ids()).toEqual(['rejected', 'processed', 'ignored']);
    const left = (await rows()).map((row) => row.id);
    expect(left).toContain(processed);
    expect(left).not.toContain(ignored);
    expect(left).toContain(ignoredLater);
    expect(await service.purge(at(36))).toBe(2);
    expect(await ids()).toEqual(['processed']);
  });
});
