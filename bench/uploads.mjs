// Parallel document uploads for `npm run bench` (design §8: memory stays flat under parallel uploads, files
// stream to storage): 8 requests at once, each the documents form (type 13) with 4 real PDFs of 10 MB, the
// per-request cap, over loopback to the portal the bench started. Reports the peak RSS against the idle one.
import { PDFDocument } from '@cantoo/pdf-lib';

const PARALLEL = 8;
const FILES_PER_REQUEST = 4;
const FILE_BYTES = 10 * 1024 * 1024;

/** A one-page PDF padded with an uncompressed stream to just under `size` bytes. */
async function pdfOfSize(size) {
  const build = async (padding) => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.addPage([200, 200]);
    doc.context.register(doc.context.stream(Buffer.alloc(padding, 'bench upload filler ')));
    return Buffer.from(await doc.save());
  };
  const bare = await build(1);
  return build(size - bare.length - 64);
}

async function login(base, apiKey) {
  const res = await fetch(`${base}/api/customer/login/`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cliente@example.com', password: 'Demo1234', company: 'uv' }),
  });
  if (!res.ok) throw new Error(`login refused: ${res.status}`);
  return res.json();
}

/** `peakMb()` reads the portal's VmHWM; the first upload warms the code paths before the idle figure. */
export async function parallelUploadPeak(base, apiKey, peakMb) {
  const { token, client } = await login(base, apiKey);
  const upload = (file) => {
    const form = new FormData();
    const fields = {
      type: 13,
      subscriber: 1,
      client_id: client[0].cliente,
      name: 'Ana Gómez',
      dni: '28999888',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('message', 'Autorizo a mi hermana');
    for (let i = 0; i < FILES_PER_REQUEST; i++) form.append('files', new Blob([file]), `documento-${i}.pdf`);
    return fetch(`${base}/api/mensajes/company-code/2/`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const warmUp = await upload(await pdfOfSize(64 * 1024));
  if (warmUp.status !== 201) throw new Error(`upload refused: ${warmUp.status} ${await warmUp.text()}`);
  const file = await pdfOfSize(FILE_BYTES);
  const idlePeakMb = peakMb();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => upload(file)));
  const failed = answers.filter((res) => res.status !== 201).map((res) => res.status);
  if (failed.length > 0) throw new Error(`uploads refused: ${failed.join(', ')}`);
  return {
    label: `${PARALLEL} parallel uploads of ${FILES_PER_REQUEST} × ${FILE_BYTES / 2 ** 20} MB`,
    idlePeakMb,
    peakMb: peakMb(),
    seconds: (performance.now() - started) / 1000,
  };
}
