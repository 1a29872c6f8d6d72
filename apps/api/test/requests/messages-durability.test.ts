// Messages endpoint: a stored request survives a restart on the same database, the per-IP limit answers the
// Spanish 429, STORAGE=s3 stops the boot with a clear message, and the OpenAPI documents the route.
import { apiMessages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../../src/infrastructure/storage/index.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { countRows, MESSAGES_URL, publicBodies } from '../support/message-helpers.js';
import { createFreshDatabase, createTestApp, dialects, TEST_API_KEY } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

describe.each(dialects)('messages, durability (%s)', (dialect) => {
  it('keeps an acknowledged request across a restart on the same database', async () => {
    const database = await createFreshDatabase(dialect);
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_API_KEY: TEST_API_KEY,
      CAPTCHA_PROVIDER: 'off',
      ...database.env,
    });
    try {
      const first = await buildApp(config, { logger: false });
      const res = await first.inject({
        method: 'POST',
        url: MESSAGES_URL,
        payload: publicBodies[1],
        headers: { 'x-api-key': TEST_API_KEY },
      });
      expect(res.statusCode).toBe(201);
      const { id, Crmnumero } = res.json() as { id: number; Crmnumero: string };
      await first.close();

      const second = await buildApp(config, { logger: false });
      try {
        await second.ready();
        const row = await second.db
          .selectFrom('requests')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        expect(row?.number).toBe(Crmnumero);
        const mails = await second.db.selectFrom('outbox_mail').select('subject').execute();
        expect(mails.map((m) => m.subject)).toContain(`Contacto ${Crmnumero}`);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe.each(dialects)('messages, rate limit (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });

  it('allows 10 public messages per IP in 10 minutes, then answers the Spanish 429 and stores nothing', async () => {
    const post = (remoteAddress: string) =>
      t.request({ method: 'POST', url: MESSAGES_URL, payload: publicBodies[1], remoteAddress });
    for (let i = 0; i < 10; i += 1) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const stored = await countRows(t, 'requests');
    const limited = await post('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: apiMessages.tooManyRequests, code: 'RATE_LIMITED' });
    expect(await countRows(t, 'requests')).toBe(stored);
    expect((await post('203.0.113.8')).statusCode).toBe(201);
  });
});

describe('messages, configuration', () => {
  it('builds the storage STORAGE names (disk by default, S3 with its bucket settings)', async () => {
    expect((await createFileStorage({ storage: 'disk', s3: undefined, dataDir: '/tmp' })).kind).toBe('disk');
    const s3 = {
      bucket: 'b-1',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
    };
    const bucket = await createFileStorage({ storage: 's3', s3, dataDir: '/tmp' });
    expect(bucket.kind).toBe('s3');
    bucket.close?.();
  });

  it('accepts only the configured company code (20 for the variant without telephony)', async () => {
    const t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off', COMPANY_CODE: '20' } });
    try {
      const twenty = await t.request({
        method: 'POST',
        url: '/api/mensajes/company-code/20/',
        payload: publicBodies[1],
      });
      expect(twenty.statusCode).toBe(201);
      const two = await t.request({ method: 'POST', url: MESSAGES_URL, payload: publicBodies[1] });
      expect(two.statusCode).toBe(404);
      expect(two.json()).toMatchObject({ message: 'El código de empresa no corresponde.' });
    } finally {
      await t.close();
    }
  });

  it('documents the route, its bodies and answers in the OpenAPI', async () => {
    const t = await createTestApp();
    try {
      const doc = (await t.request({ url: '/api/docs/json' })).json() as {
        paths: Record<
          string,
          { post?: { requestBody?: { content: Record<string, unknown> }; responses: object } }
        >;
      };
      const route = doc.paths['/api/mensajes/company-code/{companyCode}/']?.post;
      expect(route).toBeDefined();
      expect(Object.keys(route!.requestBody!.content)).toEqual(
        expect.arrayContaining(['application/json', 'multipart/form-data']),
      );
      expect(Object.keys(route!.responses)).toEqual(
        expect.arrayContaining(['200', '201', '400', '401', '403', '404', '429']),
      );
    } finally {
      await t.close();
    }
  });
});
