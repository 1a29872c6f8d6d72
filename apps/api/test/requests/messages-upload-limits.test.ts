// Messages endpoint, what uploads cannot do to the server (issue #10 §4, §5): malformed multipart bodies are a
// 4xx without an error log line, caps stop an upload mid-stream, the daily cap per login holds under parallel
// requests, and a request that is not committed leaves no file behind and gives its bytes back.
import { apiMessages } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemo } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  freshAddress,
  MESSAGES_URL,
  multipartBody,
  storedUploads,
} from '../support/message-helpers.js';
import { pdfOfSize, realPdf } from '../support/pdf-files.js';
import { createTestApp, dialects, memoryLogStream, type TestApp } from '../support/test-app.js';

const DAILY_CAP_MB = 1;
const front = await realPdf('frente');
const back = await realPdf('dorso');

describe.each(dialects)('messages, upload limits (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let client: number;
  const logs = memoryLogStream();

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      env: { CAPTCHA_PROVIDER: 'off', UPLOAD_DAILY_LIMIT_MB: String(DAILY_CAP_MB) },
      logStream: logs,
    });
    ({ token, client } = await signInDemo(t));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // Whatever a test sent, the server never logged an error for it.
    const errors = logs.lines.filter((line) => /"level":(50|60)/.test(line));
    logs.lines.length = 0;
    expect(errors).toEqual([]);
  });

  const post = (payload: Buffer, contentType: string) =>
    t.request({
      method: 'POST',
      url: MESSAGES_URL,
      payload,
      headers: { 'content-type': contentType, ...bearer(token) },
      remoteAddress: freshAddress(),
    });
  const form = (files = [front, back], fields = customerBodies(client)[11]) =>
    multipartBody(
      fields,
      files.map((data, i) => ({ filename: `d${i}.pdf`, data })),
    );
  const usedToday = async () =>
    Number(
      (await t.app.db.selectFrom('upload_usage').select('used_bytes').executeTakeFirst())?.used_bytes ?? 0,
    );

  describe('malformed multipart bodies', () => {
    const { payload, headers } = form();
    const type = headers['content-type']!;
    const boundary = type.split('boundary=')[1]!;
    it.each([
      ['no boundary', payload, 'multipart/form-data'],
      ['an empty boundary', payload, 'multipart/form-data; boundary='],
      ['a wrong boundary', payload, 'multipart/form-data; boundary=not-the-one'],
      ['a boundary over 256 characters', payload, `multipart/form-data; boundary=${'b'.repeat(300)}`],
      ['a body cut short', payload.subarray(0, payload.length - 40), type],
      ['a body cut inside a file', payload.subarray(0, payload.indexOf('%%EOF')), type],
      ['a body that is not multipart at all', Buffer.from('{"type": 11}'), type],
      ['a closing boundary only', Buffer.from(`--${boundary}--\r\n`), type],
    ])('answers %s with a 4xx envelope and stores nothing', async (_name, body, contentType) => {
      const before = await countRows(t, 'requests');
      const res = await post(body, contentType);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(res.json().code).not.toBe('INTERNAL_ERROR');
      expect(await countRows(t, 'requests')).toBe(before);
      expect(await storedUploads(t)).toEqual([]);
    });

    it('names the broken body MULTIPART_INVALID', async () => {
      const res = await post(payload, 'multipart/form-data; boundary=not-the-one');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: apiMessages.multipartInvalid, code: 'MULTIPART_INVALID' });
    });
  });

  it('refuses a form without documents sent as multipart at its first file, storing nothing', async () => {
    const { payload, headers } = form([front], customerBodies(client)[9]);
    const res = await post(payload, headers['content-type']!);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: apiMessages.multipartNotExpected, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await storedUploads(t)).toEqual([]);
    expect(await usedToday()).toBe(0);
  });

  it('removes the stored files and gives the bytes back when the request fails after storing them', async () => {
    const invalid = form([front, back], { ...customerBodies(client)[11], name: 'x'.repeat(61) });
    expect((await post(invalid.payload, invalid.headers['content-type']!)).statusCode).toBe(400);
    expect(await storedUploads(t)).toEqual([]);

    const submit = vi
      .spyOn(t.app.services.requests.messages, 'submit')
      .mockRejectedValueOnce(new Error('database went away'));
    const { payload, headers } = form();
    const failed = await post(payload, headers['content-type']!);
    submit.mockRestore();
    expect(failed.statusCode).toBe(500);
    // The deliberate failure above is the one error this suite allows (its line and its access line).
    expect(logs.lines.filter((line) => /"level":50/.test(line))).toHaveLength(2);
    logs.lines.length = 0;
    expect(await storedUploads(t)).toEqual([]);
    expect(await usedToday()).toBe(0);
  });

  it('holds the daily cap per login under parallel uploads, with the Spanish message', async () => {
    // Each request carries ~0.6 MB: of the parallel ones, only one fits in the 1 MB day.
    const half = await pdfOfSize(300 * 1024);
    const { payload, headers } = form([half, half]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(payload, headers['content-type']!)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: apiMessages.uploadDailyLimit, code: 'UPLOAD_DAILY_LIMIT' });
    expect(apiMessages.uploadDailyLimit).toBe(
      'Llegaste al límite de archivos que podés enviar por hoy. Probá de nuevo mañana.',
    );
    // Exactly the committed bytes count, and only the committed files remain.
    expect(await usedToday()).toBe(2 * half.length);
    expect(await storedUploads(t)).toHaveLength(2);
  });
});
