// Documents of the Trámites forms stream from the request to storage (design §8: memory stays flat under
// parallel uploads). While they stream, the per-file and per-request caps and the login's daily cap are
// enforced and the PDF's envelope is scanned; the full parse reads each stored file back, one at a time
// process-wide, so at most one file is ever held in memory. A batch that is not kept is discarded: its files
// removed and its reserved bytes given back (docs/decisions/0054-streamed-uploads-and-pdf-checks.md).
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TOTAL_BYTES, messages, apiMessages } from '@portal/domain';
import { pipeline, type Readable } from 'node:stream';
import type { FileStorage } from '../adapters/storage/file-storage.js';
import { AppError, isAppError } from '../lib/app-error.js';
import { byteMeter } from '../lib/byte-meter.js';
import { PdfScan, type PdfScanVerdict } from '../lib/pdf-scan.js';
import type { UploadUsageRepository } from '../repositories/upload-usage-repository.js';

/** Bytes beyond the up-front reservation are reserved in steps: one database write per 4 MB, not per chunk. */
const RESERVE_STEP_BYTES = 4 * 1024 * 1024;
/** America/Argentina/Ushuaia has no daylight saving time: its day starts at 03:00 UTC. */
const USHUAIA_OFFSET_MS = 3 * 60 * 60 * 1000;

const CONTENT_TYPE = 'application/pdf';

export interface StoredUpload {
  fieldname: string;
  filename: string;
  storageKey: string;
  sizeBytes: number;
  /** What the streaming scan saw; 'ok' still needs the full parse (UploadsService.verdict). */
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

  async verdict(file: StoredUpload): Promise<PdfScanVerdict> {
    if (file.scan !== 'ok') return file.scan;
    const parse = this.#parsing.then(async () => {
      this.#parseBuffer ??= Buffer.allocUnsafe(MAX_UPLOAD_BYTES);
      const bytes = this.#parseBuffer.subarray(0, file.sizeBytes);
      let filled = 0;
      for await (const chunk of await this.storage.open(file.storageKey)) {
        filled += (chunk as Buffer).copy(bytes, filled);
      }
      // The PDF library costs ~27 MB once loaded: only a process that receives uploads pays for it.
      const { isSoundPdf } = await import('../lib/pdf-inspection.js');
      return filled === file.sizeBytes && (await isSoundPdf(bytes)) ? 'ok' : 'invalid';
    });
    this.#parsing = parse.catch(() => undefined);
    return parse;
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
      const stored = { ...part, storageKey, sizeBytes: fileBytes, scan: scan.verdict() };
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
