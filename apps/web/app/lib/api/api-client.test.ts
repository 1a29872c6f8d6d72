import { defineContract, errorEnvelopeSchema } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, parseApiError, SESSION_EXPIRED_EVENT } from './api-client';

const getCustomer = defineContract({
  operationId: 'getCustomer',
  method: 'GET',
  path: '/api/customer/:id/',
  tag: 'test',
  summary: 'test',
  params: z.object({ id: z.number() }),
  responses: { 200: z.object({ ok: z.boolean() }), 401: errorEnvelopeSchema },
});
const sendMessage = defineContract({
  operationId: 'sendMessage',
  method: 'POST',
  path: '/api/mensajes/company-code/2/',
  tag: 'test',
  summary: 'test',
  body: z.object({ name: z.string() }),
  responses: { 201: z.object({ Crmnumero: z.string() }), 204: z.null() },
});
const login = defineContract({
  operationId: 'login',
  method: 'POST',
  path: '/api/customer/login/',
  tag: 'test',
  summary: 'test',
  body: z.object({}),
  responses: { 200: z.object({ token: z.string() }) },
});

const invoicePdf = defineContract({
  operationId: 'invoicePdf',
  method: 'GET',
  path: '/api/customer/:id/facturas/:facturaid/pdf/',
  tag: 'test',
  summary: 'test',
  params: z.object({ id: z.number(), facturaid: z.number() }),
  produces: ['application/pdf'],
  responses: { 200: z.string(), 409: errorEnvelopeSchema },
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends the API key and, for authenticated calls, the bearer token', async () => {
    const fetchImpl = vi.fn(async () => json(200, { ok: true }));
    const client = createApiClient({ apiKey: 'k1', getToken: () => 't1', fetchImpl });
    await expect(client.call(getCustomer, { params: { id: 1 }, auth: true })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/customer/1/');
    expect(headers.get('X-Api-Key')).toBe('k1');
    expect(headers.get('Authorization')).toBe('Bearer t1');
  });

  it('does not send the token on public calls and serialises JSON bodies', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ apiKey: 'k1', getToken: () => 't1', fetchImpl });
    await client.call(sendMessage, { body: { name: 'Ana' } });
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Ana"}');
  });

  it('appends the query of contracts that declare one', async () => {
    const checkLink = defineContract({
      operationId: 'checkLink',
      method: 'POST',
      path: '/api/payments/check-url/',
      tag: 'test',
      summary: 'test',
      query: z.object({ empresa: z.literal('uv') }),
      body: z.object({ nro: z.number() }),
      responses: { 204: z.null() },
    });
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ apiKey: 'k1', fetchImpl });
    await expect(client.call(checkLink, { query: { empresa: 'uv' }, body: { nro: 7 } })).resolves.toBeNull();
    expect((fetchImpl.mock.calls[0] as unknown as [string])[0]).toBe('/api/payments/check-url/?empresa=uv');
  });

  it('sends Idempotency-Key only when given one', async () => {
    const fetchImpl = vi.fn(async () => json(201, { Crmnumero: 'G-1' }));
    const client = createApiClient({ apiKey: 'k1', fetchImpl });
    await client.call(sendMessage, { body: { name: 'Ana' }, idempotencyKey: 'clave-1' });
    await client.call(sendMessage, { body: { name: 'Ana' } });
    const sent = fetchImpl.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get('Idempotency-Key'),
    );
    expect(sent).toEqual(['clave-1', null]);
  });

  it('parses the error envelope into an ApiError', async () => {
    const fetchImpl = vi.fn(async () =>
      json(400, {
        message: 'Revisá los datos ingresados.',
        code: 'VALIDATION',
        fields: { email: 'Ingresá un email válido.', n: 3 },
      }),
    );
    const client = createApiClient({ apiKey: 'k', fetchImpl });
    const error = await client.call(getCustomer, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Revisá los datos ingresados.',
      fields: { email: 'Ingresá un email válido.' },
    });
  });

  it('falls back to the server-error text when the body is not an envelope', async () => {
    const error = await parseApiError(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Error en el servidor, intentá más tarde',
    });
  });

  it('turns a network failure into an ApiError', async () => {
    const client = createApiClient({
      apiKey: 'k',
      fetchImpl: vi.fn(async () => Promise.reject(new TypeError('offline'))),
    });
    await expect(client.call(getCustomer, { params: { id: 1 } })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('fires the session-expired event on a 401 of an authenticated call only', async () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    const fetchImpl = vi.fn(async () =>
      json(401, { message: 'Tu sesión ha expirado', code: 'UNAUTHORIZED' }),
    );
    const client = createApiClient({ apiKey: 'k', getToken: () => 't', fetchImpl });

    await expect(client.call(login, { body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(listener).not.toHaveBeenCalled();

    await expect(client.call(getCustomer, { params: { id: 1 }, auth: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  });

  it('checks the answer against the contract and turns a mismatch into a Spanish ApiError', async () => {
    const answers = [
      json(200, { ok: 'yes' }),
      json(202, { ok: true }),
      new Response('<html>', { status: 200 }),
    ];
    const client = createApiClient({ apiKey: 'k', fetchImpl: vi.fn(async () => answers.shift()!) });
    for (let i = 0; i < 3; i++) {
      await expect(client.call(getCustomer, { params: { id: 1 } })).rejects.toMatchObject({
        name: 'ApiError',
        code: 'INVALID_RESPONSE',
        message: 'Respuesta inesperada del servidor. Intentá de nuevo más tarde.',
      });
    }
  });

  it('accepts an empty 204 when the contract documents it', async () => {
    const client = createApiClient({
      apiKey: 'k',
      fetchImpl: vi.fn(async () => new Response(null, { status: 204 })),
    });
    await expect(client.call(sendMessage, { body: { name: 'Ana' } })).resolves.toBeNull();
  });

  it('downloads a file answer as a Blob, asking for its media type with the bearer token', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const client = createApiClient({ apiKey: 'k', getToken: () => 't', fetchImpl });
    const blob = await client.download(invoicePdf, { params: { id: 7, facturaid: 9 }, auth: true });
    expect(await blob.text()).toBe('%PDF-1.3');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/customer/7/facturas/9/pdf/');
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/pdf');
    expect(headers.get('authorization')).toBe('Bearer t');
  });

  it('refuses a download of another media type and passes on the Spanish error envelope', async () => {
    const html = createApiClient({
      apiKey: 'k',
      fetchImpl: vi.fn(
        async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      ),
    });
    await expect(html.download(invoicePdf, { params: { id: 1, facturaid: 2 } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    const refused = createApiClient({
      apiKey: 'k',
      fetchImpl: vi.fn(async () => json(409, { message: 'Sin CAE.', code: 'INVOICE_PDF_UNAVAILABLE' })),
    });
    await expect(refused.download(invoicePdf, { params: { id: 1, facturaid: 2 } })).rejects.toMatchObject({
      status: 409,
      message: 'Sin CAE.',
      code: 'INVOICE_PDF_UNAVAILABLE',
    });
  });
});
