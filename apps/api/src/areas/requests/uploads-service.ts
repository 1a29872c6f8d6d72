// Documents of the Trámites forms stream from the request to storage (design §8: memory stays flat under
// parallel uploads). While they stream, the per-file and per-request caps and the login's daily cap are
// enforced and the PDF's envelope is scanned; the full parse reads each stored file back, one at a time
// process-wide, so at most one file is ever held in memory. A batch that is not kept is discarded: its files
// removed and its reserved bytes given back (docs/decisions/0054-streamed-uploads-and-pdf-checks.md). A photo
// (JPEG, PNG, told by its content) is turned into a PDF in the same one-at-a-time slot and stored in its place
// (docs/decisions/0086-photos-of-documents-become-pdfs.md).
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_TOTAL_BYTES,
  messages,
  apiMessages,
  storedPdfName,
  uploadKindOfName,
  type UploadKind,
} from '@portal/domain';
import { pipeline, Readable } from 'node:stream';
import type { FileStorage } from '../../infrastructure/storage/file-storage.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { byteMeter } from '../../lib/byte-meter.js';
import { PdfScan, type PdfScanVerdict } from './pdf-scan.js';
import type { UploadUsageRepository } from './upload-usage-repository.js';

/** Bytes beyond the up-front reservation are reserved in steps: one database write per 4 MB, not per chunk. */
const RESERVE_STEP_BYTES = 4 * 1024 * 1024;
/** America/Argentina/Ushuaia has no daylight saving time: its day starts at 03:00 UTC. */
const USHUAIA_OFFSET_MS = 3 * 60 * 60 * 1000;

const CONTENT_TYPE = 'application/pdf';

/** A file's fate: kept as a PDF ('ok', a photo converted), or refused for a reason the sender is told. */
export type UploadVerdict = PdfScanVerdict | 'kind-mismatch' | 'image-invalid' | 'image-too-large';

/** What the sender is told of a refused file. */
export const UPLOAD_REFUSALS: Record<Exclude<UploadVerdict, 'ok'>, string> = {
  'not-pdf': messages.fileNotPdf,
  invalid: apiMessages.pdfInvalid,
  'kind-mismatch': apiMessages.fileKindMismatch,
  'image-invalid': apiMessages.imageInvalid,
  'image-too-large': apiMessages.imageTooLarge,
};

export interface StoredUpload {
  fieldname: string;
  /** A photo's becomes the PDF's ('dni.jpg' -> 'dni.pdf') once converted, with its key and size. */
  filename: string;
  storageKey: string;
  sizeBytes: number;
  /** What the content is by its first bytes. */
  kind: UploadKind | null;
  /** What the streaming scan saw of a PDF; 'ok' still needs the full parse (UploadsService.verdict). */
  scan: PdfScanVerdict;
}

export function ushuaiaDay(now: Date): string {
  return new Date(now.getTime() - USHUAIA_OFFSET_MS).toISOString().slice(0, 10);
}

export class UploadsService {
  /** Full parses run one after another: each holds one file (at most MAX_UPLOAD_BYTES) in memory. */
  #parsing: Promise<unknown> = Promise.resolve();
  /** Reused by every parse (they never overlap), so parsing leaves no file-sized garbage behind. */
  #parseBuffer: Buffer | undefined;

  constructor(
    readonly storage: FileStorage,
    readonly usage: UploadUsageRepository,
    readonly dailyCapBytes: number,
  ) {}

  begin(loginId: number, now: Date = new Date()): UploadBatch {
    return new UploadBatch(this, loginId, ushuaiaDay(now));
  }

  /**
   * Judges a stored file by its content, and the name's extension must agree with it; a photo is converted to
   * a PDF stored in its place. Parses and conversions run one at a time process-wide.
   */
  async verdict(file: StoredUpload): Promise<UploadVerdict> {
    const named = uploadKindOfName(file.filename);
    if (file.kind === null) return 'not-pdf';
    // A PDF may go by any name but a photo's; a photo must say what it is.
    if (file.kind === 'pdf' ? named !== null && named !== 'pdf' : named !== file.kind) return 'kind-mismatch';
    if (file.kind === 'pdf' && file.scan !== 'ok') return file.scan;
    const kind = file.kind;
    const judged = this.#parsing.then(() => (kind === 'pdf' ? this.#parse(file) : this.#convert(file, kind)));
    this.#parsing = judged.catch(() => undefined);
    return judged;
  }

  /** The stored file, read back into the reused buffer: valid until the next parse. */
  async #readBack(file: StoredUpload): Promise<Buffer | null> {
    this.#parseBuffer ??= Buffer.allocUnsafe(MAX_UPLOAD_BYTES);
    const bytes = this.#parseBuffer.subarray(0, file.sizeBytes);
    let filled = 0;
    for await (const chunk of await this.storage.open(file.storageKey)) {
      filled += (chunk as Buffer).copy(bytes, filled);
    }
    return filled === file.sizeBytes ? bytes : null;
  }

  async #parse(file: StoredUpload): Promise<UploadVerdict> {
    const bytes = await this.#readBack(file);
    // The PDF library costs ~27 MB once loaded: only a process that receives uploads pays for it.
    const { isSoundPdf } = await import('./pdf-inspection.js');
    return bytes !== null && (await isSoundPdf(bytes)) ? 'ok' : 'invalid';
  }

  /** The photo as a one-page PDF that passes the same checks as a sent one, stored instead of the photo. */
  async #convert(file: StoredUpload, kind: 'jpeg' | 'png'): Promise<UploadVerdict> {
    const bytes = await this.#readBack(file);
    if (bytes === null) return 'image-invalid';
    const { imageToPdf, ImageRefused } = await import('./image-pdf.js');
    let pdf: Buffer;
    try {
      pdf = await imageToPdf(bytes, kind);
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      return error.reason === 'too-large' ? 'image-too-large' : 'image-invalid';
    }
    const scan = new PdfScan();
    const storageKey = await this.storage.save(
      pipeline(Readable.from([pdf]), scan, () => undefined),
      { contentType: CONTENT_TYPE },
    );
    const { isSoundPdf } = await import('./pdf-inspection.js');
    if (scan.verdict() !== 'ok' || !(await isSoundPdf(pdf))) {
      await this.storage.remove(storageKey);
      return 'image-invalid';
    }
    await this.storage.remove(file.storageKey);
    Object.assign(file, {
      storageKey,
      sizeBytes: pdf.length,
      filename: storedPdfName(file.filename),
      kind: 'pdf',
    });
    return 'ok';
  }
}

/** The files of one request, stored as they arrive; kept with the request or discarded with it. */
export class UploadBatch {
  readonly files: StoredUpload[] = [];
  #totalBytes = 0;
  #reservedBytes = 0;

  constructor(
    private readonly uploads: UploadsService,
    private readonly loginId: number,
    private readonly day: string,
  ) {}

  /**
   * Reserves the request's declared size (its Content-Length, at most the per-request cap) before any byte is
   * read: of parallel requests that do not all fit, some fail at once instead of all failing half-way.
   */
  async reserveUpFront(declaredBytes: number): Promise<void> {
    const bytes = Math.min(declaredBytes, MAX_UPLOAD_TOTAL_BYTES);
    if (bytes > 0) await this.reserve(bytes);
  }

  /** Streams one file part to storage; rejects (nothing stored) when a cap is hit or the body breaks off. */
  async store(source: Readable, part: { fieldname: string; filename: string }): Promise<StoredUpload> {
    let sourceError: unknown = null;
    source.once('error', (error) => (sourceError = error));
    let fileBytes = 0;
    const meter = byteMeter(async (bytes) => {
      fileBytes += bytes;
      this.#totalBytes += bytes;
      if (fileBytes > MAX_UPLOAD_BYTES) {
        throw new AppError('FILE_TOO_LARGE', { fields: { files: messages.fileTooLarge } });
      }
      if (this.#totalBytes > MAX_UPLOAD_TOTAL_BYTES) {
        throw new AppError('FILES_TOO_LARGE', { fields: { files: apiMessages.filesTooLarge } });
      }
      if (this.#totalBytes > this.#reservedBytes) await this.reserve(this.#totalBytes - this.#reservedBytes);
    });
    const scan = new PdfScan();
    // The callback form returns the last stream and destroys every stage when one fails, so storage sees the
    // error and removes its temporary file.
    const piped = pipeline(source, meter, scan, () => undefined);
    try {
      const storageKey = await this.uploads.storage.save(piped, { contentType: CONTENT_TYPE });
      const stored = { ...part, storageKey, sizeBytes: fileBytes, kind: scan.kind(), scan: scan.verdict() };
      this.files.push(stored);
      return stored;
    } catch (error) {
      // A part that broke off before it was read has already errored, before any listener was attached.
      if (isAppError(error) || (sourceError ?? source.errored) === null) throw error;
      // The multipart body broke off or was malformed mid-file: the sender's fault, not the server's.
      throw new AppError('MULTIPART_INVALID', { cause: error });
    }
  }

  /** The request was committed: keep the files, give back what was reserved beyond their bytes. */
  async keep(): Promise<void> {
    const unused = this.#reservedBytes - this.#totalBytes;
    this.#reservedBytes = this.#totalBytes;
    await this.uploads.usage.release(this.loginId, this.day, unused);
  }

  /** The request was not committed: its files belong to nothing, and their bytes do not count. */
  async discard(): Promise<void> {
    const keys = this.files.splice(0).map((file) => file.storageKey);
    await Promise.allSettled(keys.map((key) => this.uploads.storage.remove(key)));
    const reserved = this.#reservedBytes;
    this.#reservedBytes = 0;
    this.#totalBytes = 0;
    await this.uploads.usage.release(this.loginId, this.day, reserved);
  }

  private async reserve(needed: number): Promise<void> {
    const { usage, dailyCapBytes } = this.uploads;
    const step = Math.max(needed, RESERVE_STEP_BYTES);
    // Near the cap a whole step may not fit while the bytes really sent still do.
    for (const bytes of step > needed ? [step, needed] : [needed]) {
      if (await usage.reserve(this.loginId, this.day, bytes, dailyCapBytes)) {
        this.#reservedBytes += bytes;
        return;
      }
    }
    throw new AppError('UPLOAD_DAILY_LIMIT');
  }
}
