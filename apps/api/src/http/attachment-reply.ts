// The one way an uploaded file leaves the server (ADR 0054): always as a download, never rendered. A file that
// passed the PDF checks may still be a polyglot no check foresaw; served as an attachment with nosniff and a
// sandboxing policy, a browser neither renders it as a page nor guesses another type for it. The staff back
// office's download route must answer through this helper.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface StoredFileDownload {
  /** The stored bytes, from FileStorage.open(key). */
  body: Readable | Buffer;
  /** The sender's file name: shown to staff as the download's name, never used as a path. */
  filename: string;
  contentType: string;
  sizeBytes: number;
}

/** The sender's name reduced to what every browser accepts in the quoted form; the full name goes in filename*. */
function asciiFallback(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\/]/g, '_')
    .trim();
  return ascii || 'documento.pdf';
}

export function sendStoredFile(reply: FastifyReply, file: StoredFileDownload): FastifyReply {
  const encoded = encodeURIComponent(file.filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16)}`,
  );
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header(
      'content-disposition',
      `attachment; filename="${asciiFallback(file.filename)}"; filename*=UTF-8''${encoded}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .send(file.body);
}
