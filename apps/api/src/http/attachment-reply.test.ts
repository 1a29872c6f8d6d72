import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStoredFile } from './attachment-reply.js';

describe('sendStoredFile', () => {
  const app = Fastify();
  const body = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>');
  beforeAll(async () => {
    app.get('/download', (_request, reply) =>
      sendStoredFile(reply, {
        body: Readable.from([body]),
        filename: 'DNI "frente"\r\nX-Evil: 1 ñandú.pdf',
        contentType: 'application/pdf',
        sizeBytes: body.length,
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the bytes as a download the browser may neither render nor sniff', async () => {
    const res = await app.inject({ url: '/download' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBe(String(body.length));
  });

  it("keeps the sender's name inside the Content-Disposition value", async () => {
    const res = await app.inject({ url: '/download' });
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="DNI _frente_X-Evil: 1 nandu.pdf"; ` +
        `filename*=UTF-8''DNI%20%22frente%22%0D%0AX-Evil%3A%201%20%C3%B1and%C3%BA.pdf`,
    );
  });
});
