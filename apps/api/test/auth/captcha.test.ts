// Captcha: the ALTCHA challenge really solved with altcha-lib's solver, replays refused, a single-use pass
// for one action required on the protected routes (ADR 0035), the off provider, and the reCAPTCHA adapter
// against recorded siteverify answers.
import { readFileSync } from 'node:fs';
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RecaptchaVerifier,
  SITEVERIFY_URL,
} from '../../src/infrastructure/gateways/captcha/recaptcha-verifier.js';
import { captchaPass, registrationDraft, solvedAltchaToken } from '../support/account-helpers.js';
import { MESSAGES_URL, publicBodies } from '../support/message-helpers.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const captchaFailed = { message: messages.captchaFailed, code: 'CAPTCHA_FAILED' };
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));

const protectedCalls = [
  {
    action: 'password-reset',
    url: '/api/customer/recuperar/password/',
    payload: { company: 'uv', email: 'cliente@example.com' },
  },
  {
    action: 'recover-user',
    url: '/api/customer/recuperar/usuario/',
    payload: { company: 'uv', name: 'Martina', nro: '104523', dni: '30123456' },
  },
  { action: 'registration', url: '/api/customer/registro/', payload: registrationDraft() },
  {
    action: 'assistance',
    url: '/api/service/create/crm/',
    payload: {
      crmcodigo: 'HOME_ASISTENCIA_REGI',
      crmobs: 'No accedo a mi email',
      clientenro: 104523,
      company: 'uv',
    },
  },
  { action: 'message', url: MESSAGES_URL, payload: publicBodies[1] },
] as const;
const recoverUser = protectedCalls[1];

describe.each(dialects)('captcha, ALTCHA (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  const exchange = (token: string, action = 'recover-user') =>
    t.request({
      method: 'POST',
      url: '/api/isHuman/recaptcha_request/',
      payload: { token, company: '2', action },
    });
  const call = ({ url, payload }: { url: string; payload: object }, pass: string, remoteAddress?: string) =>
    t.request({ method: 'POST', url, payload, headers: { 'x-captcha-pass': pass }, remoteAddress });

  beforeAll(async () => {});

  it('hands out a signed challenge', async () => {
    const res = await t.request({ url: '/api/isHuman/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.provider).toBe('altcha');
    expect(body.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(typeof body.challenge.signature).toBe('string');
  });

  it('trades a solved challenge for a pass, once', async () => {
    const token = await solvedAltchaToken(t);
    const res = await exchange(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, pass: expect.any(String) });
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(captchaFailed);
  });

  it('refuses garbage and a tampered solution', async () => {
    expect((await exchange('not-a-payload')).json()).toEqual(captchaFailed);
    const token = await solvedAltchaToken(t);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    // The derived key is the proof of work; the counter alone proves nothing.
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await exchange(tampered)).statusCode).toBe(400);
  });

  it('validates the captcha body: company 2 and a known action', async () => {
    for (const payload of [
      { token: 'x', company: '20', action: 'message' },
      { token: 'x', company: '2' },
      { token: 'x', company: '2', action: 'login' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/isHuman/recaptcha_request/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it.each(protectedCalls)('requires a valid pass on $url', async ({ url, payload }) => {
    for (const headers of [{}, { 'x-captcha-pass': 'forged' }]) {
      const res = await t.request({ method: 'POST', url, payload, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(captchaFailed);
    }
  });

  it.each(protectedCalls)('accepts $url with a pass for $action, once', async (protectedCall) => {
    const pass = await captchaPass(t, protectedCall.action);
    const first = await call(protectedCall, pass, '10.7.0.1');
    expect(first.statusCode).toBeLessThan(300);
    const replay = await call(protectedCall, pass, '10.7.0.2');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(captchaFailed);
  });

  it('refuses a pass earned for another action, without spending it', async () => {
    const pass = await captchaPass(t, 'registration');
    expect((await call(recoverUser, pass)).json()).toEqual(captchaFailed);
    expect((await call(protectedCalls[0], pass)).json()).toEqual(captchaFailed);
    expect((await call(protectedCalls[2], pass)).statusCode).not.toBe(400);
  });

  it('lets exactly one of many parallel calls spend one pass', async () => {
    const pass = await captchaPass(t, 'recover-user');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(recoverUser, pass, `10.8.0.${i + 1}`)),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.json().code === 'CAPTCHA_FAILED')).toHaveLength(11);
  });
});

describe('captcha, off', () => {
  const t = useTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });

  it('says so, passes any token and needs no pass', async () => {
    expect((await t.request({ url: '/api/isHuman/challenge/' })).json()).toEqual({ provider: 'off' });
    const res = await t.request({
      method: 'POST',
      url: '/api/isHuman/recaptcha_request/',
      payload: { token: 'anything', company: '2', action: 'recover-user' },
    });
    expect(res.statusCode).toBe(200);
    const recover = await t.request({
      method: 'POST',
      url: '/api/customer/recuperar/usuario/',
      payload: { company: 'uv', name: 'Martina', nro: '104523', dni: '30123456' },
    });
    expect(recover.statusCode).toBe(200);
  });
});

describe('captcha, reCAPTCHA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'secret-x', RECAPTCHA_SITE_KEY: 'site-key-x' },
    });
  });
  afterAll(() => t?.close());

  it('gives the site key to the browser', async () => {
    expect((await t.request({ url: '/api/isHuman/challenge/' })).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-x',
    });
  });

  it('asks siteverify with the secret and trusts only a successful answer', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const replay = (name: string, status = 200): typeof fetch =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response(JSON.stringify(fixture(name)), { status });
      }) as typeof fetch;

    expect(
      await new RecaptchaVerifier('s3cret', replay('recaptcha-siteverify-success')).verify('tok', '1.2.3.4'),
    ).toBe(true);
    expect(calls[0]?.url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: 's3cret', response: 'tok', remoteip: '1.2.3.4' }),
    );
    expect(await new RecaptchaVerifier('s', replay('recaptcha-siteverify-failure')).verify('tok')).toBe(
      false,
    );
    expect(await new RecaptchaVerifier('s', replay('recaptcha-siteverify-low-score')).verify('tok')).toBe(
      false,
    );
    expect(await new RecaptchaVerifier('s', replay('recaptcha-siteverify-success', 500)).verify('tok')).toBe(
      false,
    );
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await new RecaptchaVerifier('s', unreachable).verify('tok')).toBe(false);
    expect(await new RecaptchaVerifier('s', replay('recaptcha-siteverify-success')).verify('')).toBe(false);
  });

  it('refuses a token Google does not confirm (the host is unreachable here)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/isHuman/recaptcha_request/',
      payload: { token: 'token-from-widget', company: '2', action: 'message' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(captchaFailed);
  });
});
