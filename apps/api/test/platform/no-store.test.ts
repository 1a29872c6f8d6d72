// Cache-Control: no-store on every answer that carries a token or personal data (design §5), errors
// included, decided once by http/no-store.ts; the cached public reads keep their no-cache + ETag.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captchaPass,
  DEMO,
  lastCodeFor,
  loginAs,
  registrationDraft,
  solvedAltchaToken,
} from '../support/account-helpers.js';
import { useTestApp } from '../support/use-test-app.js';

describe('no-store on personal answers', () => {
  const t = useTestApp();
  let ip = 0;
  // A fresh address per call keeps the table clear of the per-IP limits.
  const from = () => `10.7.0.${(ip += 1) % 250}`;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload, headers, remoteAddress: from() });
  const bearer = async () => ({ authorization: `Bearer ${(await loginAs(t)).token}` });

  beforeAll(async () => {});

  const cases: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
    [
      'login',
      200,
      () => post('/api/customer/login/', { username: DEMO.email, password: DEMO.password, company: 'uv' }),
    ],
    [
      'login refused',
      401,
      () => post('/api/customer/login/', { username: DEMO.email, password: 'Mala1234', company: 'uv' }),
    ],
    [
      'dataClient',
      200,
      async () => {
        const session = await loginAs(t);
        const headers = { authorization: `Bearer ${session.token}` };
        return t.request({ url: `/api/customer/${session.client[0]?.cliente}/`, headers });
      },
    ],
    [
      'dataClient of another customer',
      403,
      async () => t.request({ url: '/api/customer/999999/', headers: await bearer() }),
    ],
    [
      'dataClient with a bad token',
      401,
      () => t.request({ url: '/api/customer/1/', headers: { authorization: 'Bearer x' } }),
    ],
    [
      'an authenticated call without API key',
      401,
      async () => t.app.inject({ url: '/api/customer/1/', headers: await bearer() }),
    ],
    [
      'captcha pass',
      200,
      async () =>
        post('/api/isHuman/recaptcha_request/', {
          token: await solvedAltchaToken(t),
          company: '2',
          action: 'message',
        }),
    ],
    [
      'reset code request',
      200,
      async () =>
        post(
          '/api/customer/recuperar/password/',
          { company: 'uv', email: 'nuevo@example.com' },
          { 'x-captcha-pass': await captchaPass(t, 'password-reset') },
        ),
    ],
    [
      'reset code validation',
      200,
      async () => {
        const code = await lastCodeFor(t, 'nuevo@example.com');
        return post('/api/customer/validar/codigo/', { company: 'uv', email: 'nuevo@example.com', code });
      },
    ],
    [
      'user recovery',
      404,
      async () =>
        post(
          '/api/customer/recuperar/usuario/',
          { company: 'uv', name: 'Nadie', nro: '1', dni: '1234567' },
          { 'x-captcha-pass': await captchaPass(t, 'recover-user') },
        ),
    ],
    [
      'registration',
      201,
      async () =>
        post('/api/customer/registro/', registrationDraft(), {
          'x-captcha-pass': await captchaPass(t, 'registration'),
        }),
    ],
    ['dev mailbox (JSON)', 200, () => t.app.inject({ url: '/dev/mailbox.json' })],
    ['dev mailbox (HTML)', 200, () => t.app.inject({ url: '/dev/mailbox' })],
  ];

  it.each(cases)('%s answers %i with no-store', async (_name, status, call) => {
    const res = await call();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/config/', '/api/rates/', '/api/custom-modals/'])(
    'the cached public read %s keeps no-cache with its ETag',
    async (url) => {
      const res = await t.request({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toMatch(/^"/);
      const again = await t.request({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    },
  );
});
