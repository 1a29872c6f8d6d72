// Issue #10 §4 against the built server: malformed multipart bodies, a form without documents sent as
// multipart, senders that hang up mid-upload, and page requests without a usable Host. Each is answered with a
// 4xx envelope (or, when the sender is gone, nothing), never a 5xx, never an error-level log line, and leaves
// no file in DATA_DIR/uploads.
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBodies } from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { dialects, sleep, TEST_API_KEY } from '../support/test-app.js';
import { errorLogLines, startRealServer, type RealServer } from './support/real-server.js';

const MESSAGES_PATH = '/api/mensajes/company-code/2/';

interface RawAnswer {
  status: number | null;
  body: string;
}

/** Writes `request` on a fresh socket; `hangUpAfterMs` closes it from our side before any answer is read. */
function rawRequest(
  server: RealServer,
  request: Buffer | string,
  hangUpAfterMs?: number,
): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ status: status ? Number(status) : null, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    if (hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), hangUpAfterMs);
    else socket.setTimeout(10_000, () => socket.destroy());
  });
}

async function uploadedFiles(server: RealServer): Promise<string[]> {
  const root = path.join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(dialects)('malformed input (%s)', (dialect) => {
  let server: RealServer;
  let token: string;
  let client: number;
  let pdf: Buffer;

  beforeAll(async () => {
    server = await startRealServer({ dialect });
    const res = await server.fetch('/api/customer/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cliente@example.com', password: 'Demo1234', company: 'uv' }),
    });
    const body = (await res.json()) as { token: string; client: Array<{ cliente: number }> };
    token = body.token;
    client = body.client[0]!.cliente;
    pdf = await realPdf('dni');
  });
  afterAll(() => server?.stop());

  function multipart(boundary: string, fields: Record<string, unknown>, files: Buffer[] = []): Buffer {
    const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
    for (const [i, file] of files.entries()) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="d${i}.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        file,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return Buffer.concat(parts);
  }

  const holderChange = () => customerBodies(client)[11];

  /** A POST to the messages endpoint written by hand: headers exactly as given, body possibly cut. */
  function post(contentType: string, body: Buffer, contentLength = body.length): Buffer {
    const head =
      `POST ${MESSAGES_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: ${TEST_API_KEY}\r\n` +
      `authorization: Bearer ${token}\r\ncontent-type: ${contentType}\r\n` +
      `content-length: ${contentLength}\r\nconnection: close\r\n\r\n`;
    return Buffer.concat([Buffer.from(head), body]);
  }

  it('answers every malformed multipart body with a 4xx envelope', async () => {
    const body = multipart('abc', holderChange(), [pdf, pdf]);
    const jsonType = multipart('abc', { type: 1, subscriber: 0, name: 'Juan', message: 'Hola' }, [pdf]);
    const cases: Record<string, Buffer> = {
      'no boundary': post('multipart/form-data', body),
      'a wrong boundary': post('multipart/form-data; boundary=zzz', body),
      'a boundary over 256 characters': post(`multipart/form-data; boundary=${'b'.repeat(300)}`, body),
      'a truncated body': post('multipart/form-data; boundary=abc', body.subarray(0, body.length - 30)),
      'a form without documents as multipart': post('multipart/form-data; boundary=abc', jsonType),
    };
    const statuses: Record<string, number | null> = {};
    for (const [name, request] of Object.entries(cases)) {
      const answer = await rawRequest(server, request);
      statuses[name] = answer.status;
      expect(JSON.parse(answer.body)).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    expect(statuses).toEqual({
      'no boundary': 400,
      'a wrong boundary': 400,
      'a boundary over 256 characters': 400,
      'a truncated body': 400,
      'a form without documents as multipart': 415,
    });
    expect(errorLogLines(server)).toEqual([]);
    expect(await uploadedFiles(server)).toEqual([]);
  });

  it('keeps nothing of uploads whose sender hangs up, and logs no error', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(4 * 1024 * 1024, 'x')]);
    const body = multipart('abc', holderChange(), [pdf, big]);
    // Half the body sent, then silence: the socket closes mid-file.
    const halfway = post('multipart/form-data; boundary=abc', body.subarray(0, body.length / 2), body.length);
    // The body promised more than it sent, and the sender closes before the end.
    const short = post('multipart/form-data; boundary=abc', body, body.length + 1000);
    for (const request of [halfway, short])
      expect((await rawRequest(server, request, 500)).status).toBeNull();
    await sleep(500);
    expect(errorLogLines(server)).toEqual([]);
    expect(await uploadedFiles(server)).toEqual([]);
  });

  it.each([
    ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n'],
    ['HTTP/1.0 without Host, another page', 'GET /internet HTTP/1.0\r\n\r\n'],
    ['HTTP/1.1 with an empty Host', 'GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.1 with a garbled Host', 'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
  ])('answers a page request, %s, with 400', async (_name, request) => {
    const answer = await rawRequest(server, request);
    expect(answer.status).toBe(400);
    expect(errorLogLines(server)).toEqual([]);
  });
});
