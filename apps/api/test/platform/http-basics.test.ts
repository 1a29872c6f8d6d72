// The HTTP contract every route shares: API key, error envelope, trailing slashes, probes, headers.
import { messages, apiMessages } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageDirectives, registerPageSecurityHeaders } from '../../src/http/security-headers.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

function testRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo/',
    { schema: { body: z.object({ name: z.string().min(2, 'Nombre muy corto'), age: z.number().int() }) } },
    async (request) => request.body,
  );
  typed.get('/api/test/boom/', async () => {
    throw new Error('connection refused at 10.0.0.5:5432 (password=hunter2)');
  });
  // A page served the way the web plugin serves them: in its own context, with helmet.
  void app.register(async (pages) => {
    await registerPageSecurityHeaders(pages, { isProduction: false });
    pages.get('/test-page', async (_request, reply) => reply.type('text/html').send('<p>ok</p>'));
  });
}

describe.each(dialects)('HTTP basics (%s)', (dialect) => {
  const t = useTestApp({ dialect, setup: testRoutes });

  it('answers 401 with the Spanish envelope without an API key', async () => {
    const res = await t.app.inject({ url: '/api/config/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: apiMessages.apiKeyMissing, code: 'API_KEY_MISSING' });
  });

  it('answers 401 with a wrong API key', async () => {
    const res = await t.request({ url: '/api/config/', headers: { 'x-api-key': 'wrong-key' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: apiMessages.apiKeyInvalid, code: 'API_KEY_INVALID' });
  });

  it('keeps the API docs open and documents the key', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/config/', '/api/rates/', '/api/custom-modals/', '/healthz', '/readyz']),
    );
    const ui = await t.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const res = await t.request({ url: '/api/does-not-exist/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: apiMessages.notFound, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: apiMessages.invalidJson, code: 'INVALID_JSON' });
  });

  it('answers a validation failure with 400 and Spanish messages per field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/test/echo/', payload: { name: 'A', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(messages.validationFailed);
    expect(body.fields.name).toBe('Nombre muy corto');
    expect(body.fields.age).toMatch(/[Ee]ntrada inválida|se esperaba/);
  });

  it('answers 415 for an unsupported media type and 413 for a body too large', async () => {
    const unsupported = await t.request({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await t.request({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { name: 'x'.repeat(1_100_000), age: 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the internals of a 5xx', async () => {
    const res = await t.request({ url: '/api/test/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Error en el servidor, intentá más tarde',
      code: 'INTERNAL_ERROR',
    });
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5|stack/);
  });

  it('accepts spec paths with and without the trailing slash', async () => {
    for (const url of ['/api/config/', '/api/config', '/api/rates/', '/api/rates', '/api/custom-modals']) {
      expect((await t.request({ url })).statusCode, url).toBe(200);
    }
  });

  it('reports liveness and readiness', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('lets only the development server reach its hot-reload socket', () => {
    expect(pageDirectives(false, true)['connect-src']).toEqual(["'self'", 'ws:']);
    expect(pageDirectives(false)['connect-src']).toEqual(["'self'"]);
    expect(pageDirectives(true)['connect-src']).toEqual(["'self'"]);
  });

  it('sends security headers with a nonce-based CSP on pages and a closed CSP on JSON', async () => {
    const page = await t.app.inject({ url: '/test-page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
    for (const directive of [
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const again = await t.app.inject({ url: '/test-page' });
    expect(again.headers['content-security-policy']).not.toBe(csp);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toBeDefined();
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    for (const api of [await t.request({ url: '/api/config/' }), await t.app.inject({ url: '/healthz' })]) {
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['x-frame-options']).toBe('DENY');
    }

    const docs = await t.app.inject({ url: '/api/docs/static/index.html' });
    expect(String(docs.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('answers /readyz with 503 once the database is gone', async () => {
    await t.app.dbHandle.destroy();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: apiMessages.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
