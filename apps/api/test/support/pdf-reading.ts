// Reads back what the portal's PDFs show, for assertions: the text drawn with pdfkit's standard fonts (WinAnsi
// hex strings in TJ arrays of Flate content streams) and every QR code painted as an image, decoded with jsQR.
import { inflateSync } from 'node:zlib';
import type { PDFNumber, PDFRef } from '@cantoo/pdf-lib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFDict } from '@cantoo/pdf-lib';
import jsQRModule from 'jsqr';

/** WinAnsi differs from Latin-1 only in 0x80-0x9f; the documents use the en dash of these. */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x96: '–', 0x97: '—', 0x93: '“', 0x94: '”', 0x80: '€' };

function decodeWinAnsi(hex: string): string {
  let text = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    text += WIN_ANSI_EXTRA[code] ?? String.fromCharCode(code);
  }
  return text;
}

function streamBytes(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(stream.contents);
  return filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
}

/**
 * The text of every page in drawing order, as one line: wrapped lines and label/value pairs joined by one space,
 * no-break spaces as plain spaces.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = streamBytes(stream).toString('latin1');
      for (const match of ops.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        const pieces =
          match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [match[2]];
        lines.push(pieces.map((hex) => decodeWinAnsi(hex ?? '')).join(''));
      }
    }
  }
  return lines.join(' ').replace(/[\s\u00a0]+/g, ' ');
}

// jsqr is CommonJS with an ES-style `default` export: Node's default import is the CommonJS module object, a
// bundler's (Playwright's loader) is the function itself.
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRModule as unknown as { default?: DecodeQr }).default ?? jsQRModule) as unknown as DecodeQr;

const num = (dict: PDFDict, key: string): number => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();

/** Every image of the document read as a QR code; images that are not one are skipped. */
export async function pdfQrCodes(bytes: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = num(dict, 'Width');
    const height = num(dict, 'Height');
    const rgb = streamBytes(object);
    if (rgb.length !== width * height * 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      rgba.set([rgb[p * 3]!, rgb[p * 3 + 1]!, rgb[p * 3 + 2]!, 255], p * 4);
    }
    const code = jsQR(rgba, width, height);
    if (code) found.push(code.data);
  }
  return found;
}
