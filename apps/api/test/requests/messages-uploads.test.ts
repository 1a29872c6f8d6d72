// Messages endpoint, multipart types 11 and 13: real small PDFs stored under generated names with their
// attachment rows; too few files, disguised non-PDFs, polyglots, oversized files and strangers are refused
// with nothing stored, in the database or in DATA_DIR/uploads.
import { MAX_UPLOAD_BYTES, messages, apiMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../support/account-helpers.js';
import {
  attachmentRows,
  bearer,
  countRows,
  customerBodies,
  type FilePart,
  freshAddress,
  MESSAGES_URL,
  pdfDocuments,
  sendMultipartMessage,
  storedUploads,
} from '../support/message-helpers.js';
import { fakePdfs, pdfOfSize, realPdf } from '../support/pdf-files.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const { documents, pdfs } = await pdfDocuments(7, '');
const fakes = await fakePdfs();

describe.each(dialects)('messages, uploads (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let token: string;
  let client: number;

  beforeAll(async () => {
    ({ token, client } = await signInDemo(t));
  });

  const usedBytes = async () =>
    Number((await t.app.db.selectFrom('upload_usage').select('used_bytes').executeTakeFirst())?.used_bytes);

  const send = (fields: Record<string, unknown>, files: FilePart[], auth = true) =>
    sendMultipartMessage(t, fields, files, auth ? token : null);

  it.each([
    [11, 2, ['dni_frente', 'dni_dorso']],
    [13, 4, ['dni_frente', 'dni_dorso', 'factura_frente', 'factura_dorso']],
  ] as const)('stores type %i with %i PDFs under generated names', async (type, count, slots) => {
    const res = await send(customerBodies(client)[type], pdfs(count));
    expect(res.statusCode).toBe(201);
    const { id, Crmnumero } = res.json() as { id: number; Crmnumero: string };
    expect(Crmnumero).toMatch(/^G-/);
    const request = await t.app.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Multipart fields arrive as text; the stored payload has the schema's types back.
    expect(JSON.parse(request.payload)).toMatchObject({ type, client_id: client, subscriber: 1 });
    const rows = await attachmentRows(t, id);
    expect(rows.map((r) => r.slot)).toEqual(slots);
    expect(rows.map((r) => r.original_name)).toEqual(pdfs(count).map((f) => f.filename));
    for (const [index, row] of rows.entries()) {
      expect(row.storage_key).not.toContain('documento');
      expect(row.content_type).toBe('application/pdf');
      const stream = await t.app.services.infrastructure.storage.open(row.storage_key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(documents[index]!)).toBe(true);
      expect(row.size_bytes).toBe(documents[index]!.length);
    }
  });

  it('accepts a PDF with a link to click and an OpenAction that only shows the first page', async () => {
    const files = pdfs(2);
    files[1] = { filename: 'factura.pdf', data: await realPdf('link', { link: true }) };
    const res = await send(customerBodies(client)[11], files);
    expect(res.statusCode).toBe(201);
  });

  describe('refusals store nothing', () => {
    let before: { requests: number; attachments: number; mails: number; files: string[] };
    beforeAll(async () => {
      before = {
        requests: await countRows(t, 'requests'),
        attachments: await countRows(t, 'request_attachments'),
        mails: await countRows(t, 'outbox_mail'),
        files: await storedUploads(t),
      };
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(before.requests);
      expect(await countRows(t, 'request_attachments')).toBe(before.attachments);
      expect(await countRows(t, 'outbox_mail')).toBe(before.mails);
      expect(await storedUploads(t)).toEqual(before.files);
    });

    it('refuses too few files with the form message', async () => {
      const eleven = await send(customerBodies(client)[11], pdfs(1));
      expect(eleven.statusCode).toBe(400);
      expect(eleven.json()).toMatchObject({
        code: 'FILES_MISSING',
        fields: { files: messages.holderChangeFiles },
      });
      const thirteen = await send(customerBodies(client)[13], pdfs(3));
      expect(thirteen.json()).toMatchObject({ fields: { files: messages.authorisationFiles } });
      // Sent as JSON, a documents form simply has no files.
      const json = await t.request({
        method: 'POST',
        url: MESSAGES_URL,
        payload: customerBodies(client)[11],
        headers: bearer(token),
        remoteAddress: freshAddress(),
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toMatchObject({ code: 'FILES_MISSING' });
    });

    it('refuses a non-PDF disguised as .pdf, by content', async () => {
      const files = pdfs(2);
      files[1] = {
        filename: 'dni.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('MZ\x90\x00 not a pdf'),
      };
      const res = await send(customerBodies(client)[11], files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.fileNotPdf,
        code: 'FILE_NOT_PDF',
        fields: { dni_dorso: messages.fileNotPdf },
      });
    });

    it.each(Object.keys(fakes))('refuses %s', async (name) => {
      const files = pdfs(2);
      files[1] = { filename: 'dni.pdf', data: fakes[name]! };
      const res = await send(customerBodies(client)[11], files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: apiMessages.pdfInvalid,
        code: 'FILE_NOT_PDF',
        fields: { dni_dorso: apiMessages.pdfInvalid },
      });
    });

    it('stops a file over the size cap mid-stream with 413, and one over the total cap', async () => {
      const usage = await usedBytes();
      const files = pdfs(2);
      files[0] = { filename: 'grande.pdf', data: await pdfOfSize(MAX_UPLOAD_BYTES + 128 * 1024) };
      const res = await send(customerBodies(client)[11], files);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: messages.fileTooLarge });
      const big = { filename: 'casi-10-mb.pdf', data: await pdfOfSize(MAX_UPLOAD_BYTES - 1024) };
      const total = await send(customerBodies(client)[13], [big, big, big, big, big]);
      expect(total.statusCode).toBe(413);
      expect(total.json()).toMatchObject({ code: 'FILES_TOO_LARGE', message: apiMessages.filesTooLarge });
      // No byte of them counts against the day's cap (the afterAll checks no file is left either).
      expect(await usedBytes()).toBe(usage);
    });

    it('refuses more files than any form takes', async () => {
      const res = await send(customerBodies(client)[13], pdfs(7));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_FILES' });
    });

    it('refuses uploads without a token before reading them (401) and for another customer (403)', async () => {
      const anonymous = await send(customerBodies(client)[11], pdfs(2), false);
      expect(anonymous.statusCode).toBe(401);
      const other = await send(customerBodies(client + 99_999)[13], pdfs(4));
      expect(other.statusCode).toBe(403);
    });

    it('refuses multipart for a type that takes no documents (415) and validates the fields', async () => {
      const res = await send(customerBodies(client)[9], pdfs(1));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: apiMessages.multipartNotExpected,
      });
      const { gender: _gender, ...noGender } = customerBodies(client)[11];
      const invalid = await send({ ...noGender, name: 'x'.repeat(61) }, pdfs(2));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({
        fields: { name: 'Máximo 60 caracteres.', gender: expect.any(String) },
      });
      const unknown = await send({ ...customerBodies(client)[11], type: 99 }, pdfs(2));
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_MESSAGE_TYPE' });
    });
  });
});
