import { vi } from 'vitest';

export interface MockCall {
  path: string;
  /** The query string, '?a=b' or ''. */
  search: string;
  method: string;
  body: unknown;
  headers: Headers;
}

/** `file` answers a download (a PDF) instead of JSON. */
type Answer = { status: number; body?: unknown; file?: { type: string; content: string } };

type Handler = (call: MockCall) => Answer | Promise<Answer>;

/**
 * Replaces fetch with handlers keyed by 'METHOD /path'; unknown calls answer 404. Returns the calls made,
 * so tests can check bodies and headers.
 */
export function mockFetch(handlers: Record<string, Handler>): MockCall[] {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const { pathname: path, search } = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const call: MockCall = {
        path,
        search,
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      const answer: Answer = handler
        ? await handler(call)
        : { status: 404, body: { message: 'No encontrado', code: 'NOT_FOUND' } };
      if (answer.file) {
        return new Response(answer.file.content, {
          status: answer.status,
          headers: { 'Content-Type': answer.file.type },
        });
      }
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The captcha as a server with CAPTCHA_PROVIDER=off answers it. */
export const CAPTCHA_OFF = {
  'GET /api/isHuman/challenge/': () => ({ status: 200, body: { provider: 'off' } }),
};

/** Handlers of an ALTCHA captcha that always verifies; `pass(n)` names the n-th pass it hands out. */
export function altchaHandlers(pass: (n: number) => string): Record<string, Handler> {
  let passes = 0;
  return {
    'GET /api/isHuman/challenge/': () => ({
      status: 200,
      body: { provider: 'altcha', challenge: { parameters: {}, signature: 's' } },
    }),
    'POST /api/isHuman/recaptcha_request/': () => ({
      status: 200,
      body: { success: true, pass: pass((passes += 1)) },
    }),
  };
}
