// Idempotency-Key on the POSTs that create requests (issue #10 §7, docs/decisions/0016-idempotency-keys.md):
// a retry of one submission replays the first answer and stores nothing, on both dialects.
import { randomUUID } from 'node:crypto';
import { apiMessages } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaPass, registrationDraft, signInDemo } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  multipartBody,
  publicBodies,
} from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('Idempotency-Key (%s)', (dialect) => {
  const t = useTestApp({ dialect });
  let token: string;
  let client: number;

  beforeAll(async () => {
    ({ token, client } = await signInDemo(t));
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, url = MESSAGES_URL) =>
    t.request({ method: 'POST', url, payload: payload as object, headers, remoteAddress: freshAddress() });
  const withKey = (key: string, headers: Record<string, string> = {}) => ({
    'idempotency-key': key,
    ...headers,
  });
  const contact = (marker: string) => ({ ...publicBodies[1], message: `Llamenme ${marker}` });
  const requestsWith = async (marker: string) =>
    (await t.app.db.selectFrom('requests').select('payload').execute()).filter((r) =>
      r.payload.includes(marker),
    ).length;

  it('replays the first answer to a retry, without a new captcha pass, and stores one request', async () => {
    const key = randomUUID();
    const body = contact(key);
    const first = await post(body, withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }));
    expect(first.statusCode).toBe(201);

    const retry = await post(body, withKey(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await requestsWith(key)).toBe(1);
  });

  it('refuses the same key with another body (422) and stores nothing more', async () => {
    const key = randomUUID();
    const pass = await captchaPass(t, 'message');
    expect((await post(contact(key), withKey(key, { 'x-captcha-pass': pass }))).statusCode).toBe(201);
    const other = await post(contact(`${key}-otro`), withKey(key, { 'x-captcha-pass': pass }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: apiMessages.idempotencyKeyReused,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await requestsWith(key)).toBe(1);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clave-año'],
  ])('refuses a key that is %s with the 400 envelope', async (_label, key) => {
    const res = await post(contact('x'), withKey(key, bearer(token)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: apiMessages.idempotencyKeyInvalid,
      code: 'IDEMPOTENCY_KEY_INVALID',
    });
  });

  it('does not keep a failed first attempt as the answer: the fixed retry is stored', async () => {
    const key = randomUUID();
    const noCaptcha = await post(contact(key), withKey(key));
    expect(noCaptcha.statusCode).toBe(400);
    const invalid = await post(
      { ...contact(key), email: 'no-es-un-email' },
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }),
    );
    expect(invalid.statusCode).toBe(400);
    const fixed = await post(
      contact(key),
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }),
    );
    expect(fixed.statusCode).toBe(201);
    expect(await requestsWith(key)).toBe(1);
  });

  it('forgets a key after 24 hours: the same key and body then file a new request', async () => {
    const key = randomUUID();
    const first = await post(
      contact(key),
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }),
    );
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('key', '=', key)
      .execute();
    const later = await post(
      contact(key),
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }),
    );
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().Crmnumero).not.toBe(first.json().Crmnumero);
    expect(await requestsWith(key)).toBe(2);
  });

  it('scopes a key to its caller: a customer and an anonymous sender never share an answer', async () => {
    const key = randomUUID();
    const body = contact(key);
    const anonymous = await post(body, withKey(key, { 'x-captcha-pass': await captchaPass(t, 'message') }));
    const customer = await post(
      body,
      withKey(key, { ...bearer(token), 'x-captcha-pass': await captchaPass(t, 'message') }),
    );
    expect(customer.statusCode).toBe(201);
    expect(customer.json().Crmnumero).not.toBe(anonymous.json().Crmnumero);
    expect(await requestsWith(key)).toBe(2);
  });

  it('replays a customer message (cancellation, 200) and a multipart one (13)', async () => {
    const key = randomUUID();
    const cancellation = { ...customerBodies(client)[2], details: `Mudanza ${key}` };
    const first = await post(cancellation, withKey(key, bearer(token)));
    const retry = await post(cancellation, withKey(key, bearer(token)));
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());

    const multipartKey = randomUUID();
    const send = async () => {
      const fields = { ...customerBodies(client)[13], message: `Autorizo ${multipartKey}` };
      const files = await Promise.all(
        [1, 2, 3, 4].map(async (n) => ({ filename: `dni-${n}.pdf`, data: await realPdf(String(n)) })),
      );
      const { payload, headers } = multipartBody(fields, files);
      return post(payload, withKey(multipartKey, { ...headers, ...bearer(token) }));
    };
    const upload = await send();
    const uploadRetry = await send();
    expect([upload.statusCode, uploadRetry.statusCode]).toEqual([201, 201]);
    expect(uploadRetry.json()).toEqual(upload.json());
    expect(await requestsWith(key)).toBe(1);
    expect(await requestsWith(multipartKey)).toBe(1);
  });

  it('replays a registration and an assistance request', async () => {
    const key = randomUUID();
    const draft = registrationDraft({ email: `idem-${key}@example.com` });
    const url = '/api/customer/registro/';
    const first = await post(
      draft,
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'registration') }),
      url,
    );
    const retry = await post(draft, withKey(key), url);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(await requestsWith(`idem-${key}`)).toBe(1);

    const crm = {
      crmcodigo: 'HOME_ASISTENCIA_REGI',
      crmobs: `Sin email ${key}`,
      clientenro: 104523,
      company: 'uv',
    };
    const assistance = await post(
      crm,
      withKey(key, { 'x-captcha-pass': await captchaPass(t, 'assistance') }),
      '/api/service/create/crm/',
    );
    const assistanceRetry = await post(crm, withKey(key), '/api/service/create/crm/');
    expect([assistance.statusCode, assistanceRetry.statusCode]).toEqual([200, 200]);
    expect(assistanceRetry.json()).toEqual(assistance.json());
    expect(await requestsWith(`Sin email ${key}`)).toBe(1);
  });

  it('stores one request for 20 parallel attempts with one key; the others replay or get 409', async () => {
    const key = randomUUID();
    const body = { ...customerBodies(client)[10], name: `Juan ${key}` };
    const before = await countRows(t, 'requests');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(body, withKey(key, bearer(token)))),
    );
    const stored = answers.filter((a) => a.statusCode === 201);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(stored.length + busy.length).toBe(20);
    expect(new Set(stored.map((a) => a.json().Crmnumero)).size).toBe(1);
    for (const res of busy) {
      expect(res.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await countRows(t, 'requests')).toBe(before + 1);
  });
});
