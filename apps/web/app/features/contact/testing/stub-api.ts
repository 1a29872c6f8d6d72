import { vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type StubAnswer = { status: number; body?: unknown } | 'network-error';

/** Replaces fetch with answers keyed by 'METHOD /path' (unknown calls: 404) and records every call. */
export function stubApi(answers: Record<string, StubAnswer | (() => StubAnswer)>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({
        method,
        path,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const entry = answers[`${method} ${path}`];
      const answer = typeof entry === 'function' ? entry() : (entry ?? { status: 404, body: {} });
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const MESSAGES_PATH = 'POST /api/mensajes/company-code/2/';
export const CAPTCHA_OFF = { 'GET /api/isHuman/challenge/': { status: 200, body: { provider: 'off' } } };

/** dataClient of the demo customer 1001 (stored by `logIn`). */
export { DATA_CLIENT } from '~/test/data-client';
export const CUSTOMER_PATH = 'GET /api/customer/1001/';
