// With TLS_CERT_FILE and TLS_KEY_FILE the one process speaks HTTPS: HTTP/2 to clients that offer it (every
// browser) and HTTP/1.1 to the rest, on the same port, through the same hooks and error envelope (ADR 0006).
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../../../../scripts/self-signed-certificate.mjs';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { TEST_API_KEY } from '../support/test-app.js';

let app: App;
let origin: string;
let dataDir: string;

/** An app serving HTTPS on the test's certificate, listening on a free port; resolves its origin too. */
async function startTlsApp(setup: (app: App) => void = () => {}): Promise<{ app: App; origin: string }> {
  const { certFile, keyFile } = createSelfSignedCertificate(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_API_KEY: TEST_API_KEY,
    CAPTCHA_PROVIDER: 'off',
    TLS_CERT_FILE: certFile,
    TLS_KEY_FILE: keyFile,
  });
  const started = await buildApp(config, { logger: false });
  setup(started);
  await started.listen({ port: 0, host: '127.0.0.1' });
  return { app: started, origin: `https://127.0.0.1:${(started.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-https-'));
  ({ app, origin } = await startTlsApp());
});

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function http2Get(session: ClientHttp2Session, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':path': urlPath, ...headers });
    let body = '';
    let responseHeaders: Answer['headers'] = {};
    stream.setEncoding('utf8');
    stream.on('response', (received) => (responseHeaders = received));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () =>
      resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body }),
    );
    stream.on('error', reject);
    stream.end();
  });
}

describe('HTTPS with HTTP/2', () => {
  it('answers HTTP/2 requests with the API, its key check and its error envelope', async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      expect((await http2Get(session, '/healthz')).status).toBe(200);
      const rates = await http2Get(session, '/api/rates/', { 'x-api-key': TEST_API_KEY });
      expect(rates.status).toBe(200);
      expect(Array.isArray(JSON.parse(rates.body))).toBe(true);
      expect(rates.headers['strict-transport-security']).toContain('max-age=');
      const refused = await http2Get(session, '/api/rates/');
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'API_KEY_MISSING' });
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients on the same port', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      const req = httpsRequest(`${origin}/healthz`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('closes promptly while a browser keeps its HTTP/2 session open, after finishing the request in flight', async () => {
    const closing = await startTlsApp((instance) =>
      instance.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: true };
      }),
    );
    const session = connect(closing.origin, { rejectUnauthorized: false });
    const sessionClosed = new Promise((resolve) => session.once('close', resolve));
    expect((await http2Get(session, '/healthz')).status).toBe(200);
    const inFlight = http2Get(session, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closing.app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await inFlight).toMatchObject({ status: 200, body: '{"done":true}' });
    await sessionClosed;
  });
});
