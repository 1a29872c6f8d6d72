// The sandbox gateway marks any invoice paid and refunds or charges back anyone's payments, so it follows the
// dev mailbox's rule (issue #28 §2.2): served to loopback clients only, never through a proxy, and only when
// HOST is a loopback address; a public demo says so with SANDBOX_GATEWAY_PUBLIC; never in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';
import { NON_LOOPBACK_CLIENTS } from '../support/non-loopback-clients.js';
import { useTestApp } from '../support/use-test-app.js';

const PREFIX = '/pasarela-sandbox';
const requests = [
  { method: 'GET', url: `${PREFIX}/pagos` },
  { method: 'GET', url: `${PREFIX}/estilos.css` },
  { method: 'GET', url: `${PREFIX}/checkout/anything` },
  { method: 'POST', url: `${PREFIX}/conciliar` },
  { method: 'POST', url: `${PREFIX}/pagos/1`, payload: 'status=refunded' },
  { method: 'GET', url: `${PREFIX}/v1/payments/search?external_reference=x` },
] as const;

async function answers(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const statuses = [];
  for (const request of requests) {
    const res = await t.app.inject({
      ...request,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    statuses.push({ url: request.url, status: res.statusCode, body: res.body });
  }
  return statuses;
}

describe.each(dialects)('sandbox gateway exposure (%s)', (dialect) => {
  describe('on a loopback HOST (the default)', () => {
    const t = useTestApp({ dialect });

    it('is served to this machine', async () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const pages = await t.app.inject({ url: `${PREFIX}/pagos`, remoteAddress: address });
        expect(pages.statusCode).toBe(200);
        expect(pages.body).toContain('<html');
      }
    });

    it.each(NON_LOOPBACK_CLIENTS)(
      'answers $name with the 404 of an unknown route on every page and API',
      async (client) => {
        const unknown = await t.app.inject({
          url: `${PREFIX}/nothing-here`,
          remoteAddress: client.remoteAddress,
        });
        for (const answer of await answers(t, client.remoteAddress, client.headers)) {
          expect(answer, answer.url).toMatchObject({ status: 404, body: unknown.body });
        }
      },
    );
  });

  describe('on HOST=0.0.0.0 without SANDBOX_GATEWAY_PUBLIC (a container without NODE_ENV)', () => {
    const t = useTestApp({ dialect, env: { NODE_ENV: 'development', HOST: '0.0.0.0' } });

    it('serves no sandbox route, not even to this machine', async () => {
      for (const address of ['127.0.0.1', '192.168.1.20']) {
        for (const answer of await answers(t, address)) expect(answer.status, answer.url).toBe(404);
      }
    });
  });

  describe('on HOST=0.0.0.0 with SANDBOX_GATEWAY_PUBLIC=true (a public demo)', () => {
    let t: TestApp;
    const logs = memoryLogStream();
    beforeAll(async () => {
      t = await createTestApp({
        dialect,
        env: { HOST: '0.0.0.0', SANDBOX_GATEWAY_PUBLIC: 'true' },
        logStream: logs,
      });
    });
    afterAll(() => t?.close());

    it('is served to everyone, with a warning at boot', async () => {
      const pages = await t.app.inject({ url: `${PREFIX}/pagos`, remoteAddress: '192.168.1.20' });
      expect(pages.statusCode).toBe(200);
      const warning = logs.lines.map((line) => JSON.parse(line)).find((line) => line.level === 40);
      expect(warning?.msg).toContain('SANDBOX_GATEWAY_PUBLIC');
    });
  });
});
