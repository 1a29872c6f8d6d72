// The one client of the API (ADR 0017): every call names its endpoint's contract, and the answer is checked
// against the contract's schema, so a drifted server cannot hand the page a shape it never expected.
import {
  contractPath,
  IDEMPOTENCY_KEY_HEADER,
  messages,
  type ContractAnswer,
  type ContractSpec,
} from '@portal/domain';
import type { z } from 'zod';

/** Fired on window when an authenticated call answers 401: the shell opens the session-expired modal. */
export const SESSION_EXPIRED_EVENT = 'portal:session-expired';

/** Kept as an export for the callers that check an answer's shape themselves. */
export const UNEXPECTED_ANSWER_MESSAGE = messages.unexpectedAnswer;

/** The API's error envelope: `{ message, code, fields? }` (design §5). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, code: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an error response into an ApiError, whatever the body holds. */
export async function parseApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and crashes answer with HTML or nothing; the fallback below covers them.
  }
  const fallbackMessage = response.status >= 500 ? messages.serverError : messages.errorOccurred;
  if (!isRecord(body)) return new ApiError(response.status, fallbackMessage, `HTTP_${response.status}`);
  const message = typeof body.message === 'string' && body.message ? body.message : fallbackMessage;
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${response.status}`;
  let fields: Record<string, string> | undefined;
  if (isRecord(body.fields)) {
    fields = Object.fromEntries(
      Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return new ApiError(response.status, message, code, fields);
}

export interface ApiClientOptions {
  apiKey: string;
  /** Bearer token of the customer; calls with `auth: true` need it. */
  getToken?: () => string | null;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

type Input<C extends ContractSpec, K extends 'params' | 'query' | 'body'> = C extends { [P in K]: z.ZodType }
  ? z.input<C[K]>
  : undefined;

export interface CallOptions<C extends ContractSpec> {
  /** Values of the path's `:name` segments. */
  params?: Input<C, 'params'>;
  /** The query string of contracts that declare one (e.g. the payments' `empresa`). */
  query?: Input<C, 'query'>;
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: Input<C, 'body'> | FormData;
  /** Send the customer's bearer token; a 401 then opens the session-expired modal. */
  auth?: boolean;
  /** Extra headers, e.g. X-Captcha-Pass on captcha-protected calls. */
  headers?: Record<string, string>;
  /** Idempotency-Key of a POST that creates something: one per submission, the same on its retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<C extends ContractSpec>(contract: C, options?: CallOptions<C>): Promise<ContractAnswer<C>>;
  /** A file answer (a contract with `produces`, e.g. a PDF) as a Blob; errors as with `call`. */
  download<C extends ContractSpec>(contract: C, options?: CallOptions<C>): Promise<Blob>;
}

/** Checks a success answer against the contract; a mismatch is the server's fault, told in Spanish. */
function validAnswer(contract: ContractSpec, status: number, value: unknown): unknown {
  const schema = contract.responses[status];
  const parsed = schema?.safeParse(value);
  if (!parsed?.success) throw new ApiError(status, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
  return parsed.data;
}

export function createApiClient({ apiKey, getToken, baseUrl = '', fetchImpl }: ApiClientOptions): ApiClient {
  /** Sends the request; answers the successful Response, throws ApiError for a failure. */
  async function send<C extends ContractSpec>(
    contract: C,
    accept: string,
    { params, query, body, auth = false, headers: extra, idempotencyKey, signal }: CallOptions<C>,
  ): Promise<Response> {
    const path = contractPath(contract, params as Record<string, unknown> | undefined);
    const search = query
      ? `?${new URLSearchParams(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]))}`
      : '';
    const headers = new Headers({ ...extra, 'X-Api-Key': apiKey, Accept: accept });
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }
    if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    if (auth) {
      const token = getToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }

    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(`${baseUrl}${path}${search}`, {
        method: contract.method,
        headers,
        body: payload,
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, messages.errorOccurred, 'NETWORK_ERROR');
    }

    if (!response.ok) {
      const error = await parseApiError(response);
      if (auth && response.status === 401 && typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { path } }));
      }
      throw error;
    }
    return response;
  }

  return {
    async call<C extends ContractSpec>(
      contract: C,
      options: CallOptions<C> = {},
    ): Promise<ContractAnswer<C>> {
      const response = await send(contract, 'application/json', options);
      const text = response.status === 204 ? '' : await response.text();
      let value: unknown = null;
      try {
        if (text) value = JSON.parse(text);
      } catch {
        throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
      }
      return validAnswer(contract, response.status, value) as ContractAnswer<C>;
    },

    async download<C extends ContractSpec>(contract: C, options: CallOptions<C> = {}): Promise<Blob> {
      const produces = contract.produces ?? [];
      const response = await send(contract, produces.join(', ') || '*/*', options);
      // A proxy's HTML page answered with 200 is not the document the person asked for.
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      if (!produces.includes(type)) {
        throw new ApiError(response.status, UNEXPECTED_ANSWER_MESSAGE, 'INVALID_RESPONSE');
      }
      return response.blob();
    },
  };
}
