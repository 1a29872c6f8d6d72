// Real PDFs built with the same library the server parses them with, so every test file can be regenerated
// (no opaque fixtures), and the polyglots of ADR 0054: HTML or a ZIP archive dressed up as a PDF.
import { crc32 } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';

interface PdfOptions {
  /** Bytes of an extra (unreferenced, uncompressed) stream object, to reach a given size or carry a payload. */
  payload?: Buffer;
  /** Adds an OpenAction that runs JavaScript when the document opens. */
  javascript?: boolean;
  /** Runs an action of this kind (URI, SubmitForm, Launch...) when the document opens, or on a page event. */
  autoAction?: { kind: string; on: 'OpenAction' | 'AA' };
  /** Adds a link annotation the reader clicks (an /A URI action): allowed, invoices carry them. */
  link?: boolean;
}

/** A one-page PDF whose title is `label`, so files of one test differ. */
export async function realPdf(label = 'x', options: PdfOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(label);
  doc.addPage([200, 200]);
  if (options.payload) doc.context.register(doc.context.stream(options.payload));
  if (options.javascript) {
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  if (options.autoAction) {
    const action = doc.context.register(
      doc.context.obj({
        Type: 'Action',
        S: options.autoAction.kind,
        F: PDFString.of('https://example.com/x'),
      }),
    );
    if (options.autoAction.on === 'OpenAction') doc.catalog.set(PDFName.of('OpenAction'), action);
    else doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: action }));
  }
  if (options.link) {
    const uri = doc.context.obj({ S: 'URI', URI: PDFString.of('https://example.com/factura') });
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: uri });
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    // Opening at the first page: a destination, not a refused action.
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit']));
  }
  // Classic xref table for the small ones; the padded ones use an xref stream, as modern writers do.
  return Buffer.from(await doc.save({ useObjectStreams: options.payload !== undefined }));
}

/** A real PDF of about `size` bytes (never more): a page plus an uncompressed filler stream. */
export async function pdfOfSize(size: number, label = 'big'): Promise<Buffer> {
  const bare = await realPdf(label, { payload: Buffer.alloc(1) });
  // The filler is plain text: no byte pattern of a ZIP or HTML marker can appear in it by chance.
  const filler = Buffer.alloc(size - bare.length - 64, 'portal upload filler ');
  return realPdf(label, { payload: filler });
}

/** A stored (uncompressed) ZIP archive holding one file: what `unzip` opens. */
export function zipArchive(name = 'payload.html', content = '<script>alert(1)</script>'): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Actions a PDF must not run on its own (issue #28 §2.3). */
const AUTO_ACTIONS = ['URI', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'Launch', 'Rendition'];
/** Markup a browser acts on, outside HTML pages (issue #28 §2.3). */
const MARKUP: Record<string, string> = {
  '<svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/api/\')"></svg>',
  '<img': '<img src=x onerror="fetch(\'/api/\')">',
  '<meta': '<meta http-equiv="refresh" content="0;url=https://example.com/">',
  '<?xml': '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">1</x:script>',
};

const HTML_PAGE = '<!doctype html><html><body><script>fetch("/api/")</script></body></html>';

/** Polyglots and fakes that start with '%PDF-'; every one must be refused. */
export async function fakePdfs(): Promise<Record<string, Buffer>> {
  const real = await realPdf('base');
  return {
    'an HTML page behind a PDF header': Buffer.from(`%PDF-1.7\n${HTML_PAGE}\n`),
    'an HTML page with a PDF header and trailer glued on': Buffer.from(
      `%PDF-1.7\n${HTML_PAGE}\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`,
    ),
    'a real PDF carrying an HTML page in a stream': await realPdf('html', {
      payload: Buffer.from(HTML_PAGE),
    }),
    'a ZIP archive appended to a real PDF': Buffer.concat([real, zipArchive()]),
    'a real PDF carrying a ZIP archive in a stream': await realPdf('zip', { payload: zipArchive() }),
    'a ZIP archive with a PDF header and trailer glued on': Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      zipArchive(),
      Buffer.from('\nstartxref\n9\n%%EOF\n'),
    ]),
    'a PDF that runs JavaScript when opened': await realPdf('js', { javascript: true }),
    ...Object.fromEntries(
      await Promise.all(
        AUTO_ACTIONS.flatMap((kind) =>
          (['OpenAction', 'AA'] as const).map(
            async (on) =>
              [`a PDF whose ${on} runs ${kind}`, await realPdf(kind, { autoAction: { kind, on } })] as const,
          ),
        ),
      ),
    ),
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(MARKUP).map(
          async ([tag, markup]) =>
            [
              `a real PDF carrying ${tag} markup in a stream`,
              await realPdf(tag, { payload: Buffer.from(markup) }),
            ] as const,
        ),
      ),
    ),
    'a truncated PDF': real.subarray(0, Math.floor(real.length / 2)),
  };
}
