// An upload whose body stops sending is cut after UPLOAD_IDLE_TIMEOUT_SECONDS (60 by default; 1 here) and
// nothing of it is kept: no request, no attachment, no file, no bytes of the day's cap (issue #28 §2.4).
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/account-helpers.js';
import {
  bearer,
  countRows,
  customerBodies,
  MESSAGES_URL,
  multipartBody,
  storedUploads,
} from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { dialects, TEST_API_KEY } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('an upload that stops sending (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off', UPLOAD_IDLE_TIMEOUT_SECONDS: '1' } });
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('is cut after the idle timeout, with nothing stored', { timeout: 15_000 }, async () => {
    const { token, client } = await loginAs(t);
    const pdf = await realPdf('idle');
    const fields = customerBodies(client[0]!.cliente)[11];
    const { payload, headers } = multipartBody(fields, [
      { filename: 'dni-frente.pdf', data: pdf },
      { filename: 'dni-dorso.pdf', data: pdf },
    ]);
    const before = { requests: await countRows(t, 'requests'), files: await storedUploads(t) };
    const head = [
      `POST ${MESSAGES_URL} HTTP/1.1`,
      'Host: 127.0.0.1',
      `x-api-key: ${TEST_API_KEY}`,
      `authorization: ${bearer(token).authorization}`,
      `content-type: ${headers['content-type']}`,
      `content-length: ${payload.length}`,
    ].join('\r\n');
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    // The first file whole and half of the second, then silence.
    socket.write(`${head}\r\n\r\n`);
    socket.write(payload.subarray(0, payload.length - Math.floor(pdf.length / 2)));
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      socket.resume();
    });
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(8_000);
    // The route's clean-up runs as the request fails; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countRows(t, 'requests')).toBe(before.requests);
    expect(await countRows(t, 'request_attachments')).toBe(0);
    expect(await storedUploads(t)).toEqual(before.files);
    const usage = await t.app.db.selectFrom('upload_usage').select('used_bytes').execute();
    expect(usage.every((row) => Number(row.used_bytes) === 0)).toBe(true);
  });
});
