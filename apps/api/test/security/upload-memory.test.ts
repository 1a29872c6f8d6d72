// Design §8: memory stays flat under parallel uploads, because files stream to storage instead of being held
// in memory. Parallel documents forms (type 13, four PDFs each) against the built server; the peak RSS may
// grow only by a bounded amount over the peak the server had already reached when idle and warmed up. The same
// holds for phone photos turned into PDFs one at a time (ADR 0086).
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg, photoOfSize } from '../support/image-files.js';
import { pdfOfSize, realPdf } from '../support/pdf-files.js';
import { dialects } from '../support/test-app.js';
import { login } from './support/captcha.js';
import { byLoad, errorLogLines, startRealServer, type RealServer } from './support/real-server.js';

const MESSAGES_PATH = '/api/mensajes/company-code/2/';
/** Requests of 4 × 10 MB each (the per-request cap): 4 in parallel in the light run, 8 in the full one. */
const PARALLEL = byLoad(4, 8);
const FILE_BYTES = MAX_UPLOAD_BYTES;
/**
 * Streaming keeps a few chunks per upload and the PDF parse holds one file at a time, so the growth does not
 * depend on how many uploads run. Measured: about +40 MB on Node 20 and +64 to +73 MB on Node 24 (a larger
 * young generation and 64 KiB stream buffers), once +105 MB there when a collection came late. Holding each
 * request in memory measured +370 MB for the full load (8 × 40 MB), so about +185 MB for the light one
 * (4 × 40 MB): the bound sits between the two.
 */
const MAX_PEAK_GROWTH_MB = 140;

function authorisationForm(client: number, file: Buffer, name = 'd.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  const fields = { type: 13, subscriber: 1, client_id: client, name: 'Ana Gómez', dni: '28999888' };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('message', 'Autorizo a mi hermana');
  for (let i = 0; i < 4; i++) form.append('files', new Blob([file], { type }), `${i}-${name}`);
  return form;
}

describe.each(dialects)('parallel uploads keep memory flat (%s)', (dialect) => {
  let server: RealServer;
  let auth: { token: string; client: number };

  beforeAll(async () => {
    // The daily cap per customer is lifted: this suite measures memory, not the cap.
    server = await startRealServer({ dialect, env: { UPLOAD_DAILY_LIMIT_MB: '2000' } });
    const session = await login(server, 'cliente@example.com');
    auth = { token: session.token, client: session.client[0]!.cliente };
  });
  afterAll(() => server?.stop());

  const upload = (file: Buffer, name?: string, type?: string) =>
    server.fetch(MESSAGES_PATH, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.token}` },
      body: authorisationForm(auth.client, file, name, type),
    });

  it(`${PARALLEL} parallel uploads of 4 × ${(FILE_BYTES / 2 ** 20).toFixed(1)} MB`, async () => {
    // Warm-up: the first upload loads the multipart and PDF code paths once, as any running server has.
    expect((await upload(await realPdf('warm-up'))).status).toBe(201);
    const idle = await server.memory();
    const file = await pdfOfSize(FILE_BYTES);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => upload(file)));
    const after = await server.memory();
    const growth = after.peakMb - idle.peakMb;
    console.info(
      `[upload-memory ${dialect}] ${PARALLEL} × ${((4 * FILE_BYTES) / 2 ** 20).toFixed(0)} MB: ` +
        `idle RSS ${idle.rssMb.toFixed(0)} MB (peak ${idle.peakMb.toFixed(0)}), ` +
        `peak after ${after.peakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB), RSS after ${after.rssMb.toFixed(0)} MB`,
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: PARALLEL }, () => 201));
    expect(growth).toBeLessThan(MAX_PEAK_GROWTH_MB);
    expect(errorLogLines(server)).toEqual([]);
  });

  it(`${PARALLEL} parallel uploads of 4 × 12 MP JPEG photos of ${(FILE_BYTES / 2 ** 20).toFixed(1)} MB`, async () => {
    // Warm-up: the first photo loads pdfkit once, as any server that took one has.
    expect((await upload(photoJpeg(), 'foto.jpg', 'image/jpeg')).status).toBe(201);
    const idle = await server.memory();
    const photo = photoOfSize(FILE_BYTES - 1024);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => upload(photo, 'foto.jpg', 'image/jpeg')),
    );
    const after = await server.memory();
    const growth = after.peakMb - idle.peakMb;
    console.info(
      `[upload-memory ${dialect}] ${PARALLEL} × 4 photos: idle RSS ${idle.rssMb.toFixed(0)} MB ` +
        `(peak ${idle.peakMb.toFixed(0)}), peak after ${after.peakMb.toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: PARALLEL }, () => 201));
    expect(growth).toBeLessThan(MAX_PEAK_GROWTH_MB);
    expect(errorLogLines(server)).toEqual([]);
  });
});
