// Trámites documents sent as photos (issue #28 §3.8, ADR 0086): a JPEG or PNG, told by its content, is stored
// as a one-page PDF named .pdf with nothing of the photo's metadata (EXIF GPS, camera, comments) left, and it
// passes the same checks as a PDF sent as such. A photo whose extension lies, a fake image or one with too many
// pixels to decode is refused with its Spanish message, and nothing is stored.
import { PDFDocument } from '@cantoo/pdf-lib';
import { apiMessages, messages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSoundPdf } from '../../src/areas/requests/pdf-inspection.js';
import { signInDemo } from '../support/account-helpers.js';
import {
  EXIF_MAKE,
  GPS_LATITUDE,
  photoJpeg,
  PNG_COMMENT,
  pngClaiming,
  screenshotPng,
} from '../support/image-files.js';
import {
  attachmentRows,
  countRows,
  customerBodies,
  type FilePart,
  sendMultipartMessage,
  storedUploads,
} from '../support/message-helpers.js';
import { realPdf } from '../support/pdf-files.js';
import { dialects } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const jpeg = photoJpeg(64, 48, 6);
const png = screenshotPng();
const pdf = await realPdf('dorso');

describe.each(dialects)('messages, photos of documents (%s)', (dialect) => {
  const t = useTestApp({ dialect, env: { CAPTCHA_PROVIDER: 'off' } });
  let token: string;
  let client: number;

  beforeAll(async () => {
    ({ token, client } = await signInDemo(t));
  });

  const send = (type: 11 | 13, files: FilePart[]) =>
    sendMultipartMessage(t, customerBodies(client)[type], files, token);

  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await t.app.services.infrastructure.storage.open(key))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('stores a JPEG and a PNG as PDFs named .pdf, with no metadata of the photos left', async () => {
    // The test files do carry what must go.
    expect(jpeg.includes(EXIF_MAKE) && jpeg.includes(GPS_LATITUDE) && jpeg.includes('Exif')).toBe(true);
    expect(png.includes(PNG_COMMENT)).toBe(true);
    const filesBefore = (await storedUploads(t)).length;
    const res = await send(13, [
      { filename: 'dni-frente.jpg', contentType: 'image/jpeg', data: jpeg },
      { filename: 'dni-dorso.PNG', contentType: 'image/png', data: png },
      { filename: 'factura-frente.jpeg', data: jpeg },
      { filename: 'factura-dorso.pdf', data: pdf },
    ]);
    expect(res.statusCode).toBe(201);
    const rows = await attachmentRows(t, (res.json() as { id: number }).id);
    expect(rows.map((row) => row.original_name)).toEqual([
      'dni-frente.pdf',
      'dni-dorso.pdf',
      'factura-frente.pdf',
      'factura-dorso.pdf',
    ]);
    for (const row of rows.slice(0, 3)) {
      const stored = await read(row.storage_key);
      expect(row.content_type).toBe('application/pdf');
      expect(row.size_bytes).toBe(stored.length);
      expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await isSoundPdf(stored)).toBe(true);
      expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
      for (const leak of [
        Buffer.from(EXIF_MAKE),
        GPS_LATITUDE,
        Buffer.from('Exif'),
        Buffer.from(PNG_COMMENT),
      ])
        expect(stored.includes(leak)).toBe(false);
    }
    expect((await read(rows[3]!.storage_key)).equals(pdf)).toBe(true);
    // The photos themselves are gone: one stored file per attachment.
    expect((await storedUploads(t)).length).toBe(filesBefore + 4);
  });

  describe('refusals store nothing', () => {
    let before: { requests: number; attachments: number; files: string[] };
    beforeAll(async () => {
      before = {
        requests: await countRows(t, 'requests'),
        attachments: await countRows(t, 'request_attachments'),
        files: await storedUploads(t),
      };
    });
    afterAll(async () => {
      expect(await countRows(t, 'requests')).toBe(before.requests);
      expect(await countRows(t, 'request_attachments')).toBe(before.attachments);
      expect(await storedUploads(t)).toEqual(before.files);
    });

    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>not a photo')]);
    const fakePng = Buffer.concat([png.subarray(0, 8), Buffer.from('not a PNG after its signature')]);

    it.each([
      [
        'a JPEG named .png',
        { filename: 'dni.png', contentType: 'image/png', data: jpeg },
        apiMessages.fileKindMismatch,
      ],
      [
        'a JPEG named .pdf',
        { filename: 'dni.pdf', contentType: 'application/pdf', data: jpeg },
        apiMessages.fileKindMismatch,
      ],
      ['a PNG named .jpg', { filename: 'dni.jpg', data: png }, apiMessages.fileKindMismatch],
      ['a PDF named .jpg', { filename: 'dni.jpg', data: pdf }, apiMessages.fileKindMismatch],
      ['a fake JPEG', { filename: 'dni.jpg', data: fakeJpeg }, apiMessages.imageInvalid],
      ['a fake PNG', { filename: 'dni.png', data: fakePng }, apiMessages.imageInvalid],
      [
        'a transparent PNG of 20 megapixels',
        { filename: 'dni.png', data: pngClaiming(5000, 4000) },
        apiMessages.imageTooLarge,
      ],
      ['a GIF', { filename: 'dni.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') }, messages.fileNotPdf],
    ] as const)('refuses %s with its message', async (_name, file, message) => {
      const res = await send(11, [{ filename: 'dni-frente.jpg', data: jpeg }, file]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'FILE_NOT_PDF', fields: { dni_dorso: message } });
    });
  });
});
