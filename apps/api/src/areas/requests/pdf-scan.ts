// What can be judged of an uploaded PDF while it streams to storage, without holding it: the header, the end
// of the file (trailer, `startxref`, `%%EOF`), a ZIP archive's end record where ZIP readers look for it, and
// HTML, SVG and XML markup anywhere. The full parse comes later, from storage (pdf-inspection.ts). ADR 0054. The
// head also tells a photo (JPEG, PNG) by its magic bytes, which the server then turns into a PDF (ADR 0086).
import type { UploadKind } from '@portal/domain';
import { Transform, type TransformCallback } from 'node:stream';

const HEAD_BYTES = 1024;
/** A ZIP reader looks for its end record in the last 22 + 65,535 (longest comment) bytes. */
const TAIL_BYTES = 22 + 65_535;
/** `%%EOF` must close the file; writers add at most a line break or a little padding after it. */
const EOF_WINDOW = 1024;
const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/**
 * Markup a browser would act on. Each is matched case-insensitively with the character after it, so the few
 * random bytes of compressed PDF streams practically never match (about once in 10^5 files of 10 MB).
 */
const HTML_MARKUP =
  /^<(?:script|html|body|iframe|object|embed|svg|img|meta)[\s/>]|^<!doctype\s+html|^<\?xml[\s?]/i;
/** Longest marker plus its following character, kept across chunk boundaries. */
const MARKUP_OVERLAP = 16;
const LESS_THAN = 0x3c;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PdfScanVerdict = 'ok' | 'not-pdf' | 'invalid';

/** A pass-through stream that remembers the head and the tail of what flowed through it. */
export class PdfScan extends Transform {
  #head = Buffer.alloc(0);
  /** The last chunks, just enough of them to cover TAIL_BYTES: no copy per chunk. */
  #tail: Buffer[] = [];
  #tailBytes = 0;
  #carry = Buffer.alloc(0);
  #size = 0;
  #markup = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#head.length < HEAD_BYTES) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, HEAD_BYTES - this.#head.length)]);
    }
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    while (this.#tailBytes - this.#tail[0]!.length >= TAIL_BYTES)
      this.#tailBytes -= this.#tail.shift()!.length;
    if (!this.#markup) {
      this.#markup = hasMarkup(this.#carry, chunk);
      this.#carry = Buffer.from(chunk.subarray(-MARKUP_OVERLAP));
    }
    callback(null, chunk);
  }

  get size(): number {
    return this.#size;
  }

  /** What the content is by its first bytes, whatever its name says; null for anything else. */
  kind(): UploadKind | null {
    const head = this.#head;
    if (head.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'pdf';
    if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
    return head.subarray(0, 8).equals(PNG_SIGNATURE) ? 'png' : null;
  }

  /** The verdict once the whole file went through; 'ok' still needs the full parse. */
  verdict(): PdfScanVerdict {
    if (!this.#head.subarray(0, 5).equals(Buffer.from('%PDF-'))) return 'not-pdf';
    const tail = Buffer.concat(this.#tail).subarray(-TAIL_BYTES);
    return envelopeIsSound(this.#head, tail, this.#size) && !this.#markup ? 'ok' : 'invalid';
  }
}

/** Looks only where a '<' is (about one byte in 256 of binary data), so a file is never copied into a string. */
function hasMarkup(carry: Buffer, chunk: Buffer): boolean {
  const edge = Buffer.concat([carry, chunk.subarray(0, MARKUP_OVERLAP)]);
  for (const bytes of [edge, chunk]) {
    for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
      if (HTML_MARKUP.test(bytes.toString('latin1', at, at + MARKUP_OVERLAP))) return true;
    }
  }
  return false;
}

/** Header `%PDF-1.x`/`%PDF-2.0`, a `startxref` offset inside the file and `%%EOF` at its very end; no ZIP. */
function envelopeIsSound(head: Buffer, tail: Buffer, size: number): boolean {
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n\s%]/.test(head.toString('latin1', 0, 16))) return false;
  if (tail.includes(ZIP_END_OF_CENTRAL_DIRECTORY)) return false;
  const end = tail.subarray(-EOF_WINDOW).toString('latin1');
  const trailer = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(end);
  return trailer !== null && Number(trailer[1]) < size;
}
