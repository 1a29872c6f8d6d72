// Secrets never reach the logs, whatever a handler (or an error) logs.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryLogStream, TEST_API_KEY } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const PASSWORD = 'Sup3rSecretPass';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.secret-token-value.sig';

function chattyRoutes(app: FastifyInstance): void {
  app.post('/api/test/chatty/', async (request) => {
    // Deliberately careless logging, as a future handler might do.
    request.log.info({ body: request.body, headers: request.headers }, 'incoming payload');
    request.log.info({ req: { headers: request.headers } }, 'request headers');
    return { ok: true };
  });
  app.post('/api/test/failing/', async () => {
    throw Object.assign(new Error('login failed'), { password: PASSWORD, token: TOKEN });
  });
}

describe('logs', () => {
  const stream = memoryLogStream();
  const t = useTestApp({ setup: chattyRoutes, logStream: stream });

  it('redact passwords, tokens, authorization and x-api-key', async () => {
    const headers = { authorization: `Bearer ${TOKEN}`, cookie: `session=${TOKEN}` };
    await t.request({
      method: 'POST',
      url: '/api/test/chatty/',
      headers,
      payload: {
        username: 'cliente@example.com',
        password: PASSWORD,
        repeatPassword: PASSWORD,
        token: TOKEN,
      },
    });
    await t.request({ method: 'POST', url: '/api/test/failing/', headers, payload: { password: PASSWORD } });
    await t.request({ url: '/api/config/', headers: { 'x-api-key': 'a-wrong-key-that-is-secret' } });

    const text = stream.text();
    expect(text).toContain('incoming payload');
    expect(text).toContain('[REDACTED]');
    expect(text).toContain('cliente@example.com');
    for (const secret of [PASSWORD, TOKEN, TEST_API_KEY, 'a-wrong-key-that-is-secret']) {
      expect(text).not.toContain(secret);
    }
  });
});
