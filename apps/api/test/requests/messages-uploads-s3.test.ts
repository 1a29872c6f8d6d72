// Messages endpoint with STORAGE=s3 (against s3rver): the documents of types 11 and 13 land in the bucket under
// generated keys that their attachment rows point at, and a refused or invalid request leaves no object behind.
import { messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../support/account-helpers.js';
import {
  attachmentRows,
  countRows,
  customerBodies,
  pdfDocuments,
  type FilePart,
  sendMultipartMessage,
  storedUploads,
} from '../support/message-helpers.js';
import { startS3Server, type TestS3Server } from '../support/s3-server.js';
import { createTestApp, dialects, type TestApp } from '../support/test-app.js';

const { documents, pdfs } = await pdfDocuments(4, 's3-');

describe.each(dialects)('messages, uploads on S3 (%s)', (dialect) => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;
  let client: number;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({
      dialect,
      env: { CAPTCHA_PROVIDER: 'off', ...s3.env, S3_PREFIX: 'adjuntos' },
    });
    ({ token, client } = await signInDemo(t));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const send = (fields: Record<string, unknown>, files: FilePart[]) =>
    sendMultipartMessage(t, fields, files, token);

  it('runs on the bucket, not on DATA_DIR', () => {
    expect(t.app.services.infrastructure.storage.kind).toBe('s3');
  });

  it.each([
    [11, 2],
    [13, 4],
  ] as const)('stores type %i with %i PDFs as objects its attachment rows point at', async (type, count) => {
    const before = await s3.objectKeys();
    const res = await send(customerBodies(client)[type], pdfs(count));
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    const rows = await attachmentRows(t, id);
    expect(rows).toHaveLength(count);
    const added = (await s3.objectKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual(rows.map((row) => `adjuntos/${row.storage_key}`).sort());
    for (const [index, row] of rows.entries()) {
      expect(row.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await t.app.services.infrastructure.storage.open(row.storage_key))
        chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(documents[index]!)).toBe(true);
    }
    expect(await storedUploads(t)).toEqual([]);
  });

  describe('refusals leave no object', () => {
    let before: { objects: string[]; requests: number; attachments: number };
    beforeAll(async () => {
      before = {
        objects: await s3.objectKeys(),
        requests: await countRows(t, 'requests'),
        attachments: await countRows(t, 'request_attachments'),
      };
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(before.requests);
      expect(await countRows(t, 'request_attachments')).toBe(before.attachments);
    });

    it('a non-PDF among real PDFs', async () => {
      const files = pdfs(2);
      files[1] = { filename: 'dni.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') };
      const res = await send(customerBodies(client)[11], files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILE_NOT_PDF', fields: { dni_dorso: messages.fileNotPdf } });
      expect(await s3.objectKeys()).toEqual(before.objects);
    });

    it('a request whose fields fail validation after its files were stored', async () => {
      const res = await send({ ...customerBodies(client)[11], name: 'x'.repeat(61) }, pdfs(2));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { name: 'Máximo 60 caracteres.' } });
      expect(await s3.objectKeys()).toEqual(before.objects);
    });

    it('too few documents for the form', async () => {
      const res = await send(customerBodies(client)[13], pdfs(3));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILES_MISSING' });
      expect(await s3.objectKeys()).toEqual(before.objects);
    });
  });
});
