// The file storage port: uploads are stored under keys the storage generates, never under the sender's file
// name, so a name can neither collide nor escape the upload directory (design §7). Disk by default; an
// S3-compatible bucket once several instances share the uploads (docs/decisions/0050-file-storage-adapter.md).
import type { Readable } from 'node:stream';

export interface SaveOptions {
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes and resolves to the generated key once they are durably written. */
  save(data: Buffer | Readable, options: SaveOptions): Promise<string>;
  /** Reads a stored file back; rejects when the key is unknown. */
  open(key: string): Promise<Readable>;
  /** Deletes a stored file; used to clean up after a request that was not committed. Unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

export class StorageNotConfiguredError extends Error {
  override name = 'StorageNotConfiguredError';
}
