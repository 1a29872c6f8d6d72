// A local stand-in for api.mercadopago.com that answers with the recorded contract fixtures
// (test/fixtures/mercadopago) and keeps every request the SDK made. The SDK always calls its fixed base URL
// through the global fetch, so `interceptMercadoPago` points that origin at this server and nothing else.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/mercadopago');
const MP_ORIGIN = 'https://api.mercadopago.com';

export function mpFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as T;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Answer {
  status: number;
  fixture: string;
}

export interface FakeMercadoPagoApi {
  requests: RecordedRequest[];
  /** Route key 'GET /v1/payments/123456' (query excluded) to a fixture. */
  answer(route: string, answer: Answer): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeMercadoPagoApi(): Promise<FakeMercadoPagoApi> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Answer>();
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      // MP accepts both with and without the trailing slash; the SDK sends /checkout/preferences/.
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
      requests.push({
        method: request.method ?? '',
        path: pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
      const answer = routes.get(`${request.method} ${pathname}`) ?? {
        status: 404,
        fixture: 'payment-not-found',
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(mpFixture(answer.fixture)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return realFetch(url.startsWith(MP_ORIGIN) ? origin + url.slice(MP_ORIGIN.length) : input, init);
  });
  return {
    requests,
    answer: (route, answer) => void routes.set(route, answer),
    async close() {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
