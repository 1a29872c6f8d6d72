// The file storage port: uploads are stored under keys the storage generates, never under the sender's file
// name, so a name can neither collide nor escape the upload directory (design §7). Disk by default; an
// S3-compatible bucket once several instances share the uploads (docs/decisions/0050-file-storage-adapter.md,
// 0072-s3-storage-and-orphan-sweep.md).
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface SaveOptions {
  contentType: string;
}

export interface StoredObject {
  key: string;
  /** When the file was written: the orphan sweep leaves young files alone (an upload may be in flight). */
  modifiedAt: Date;
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes and resolves to the generated key once they are durably written. */
  save(data: Buffer | Readable, options: SaveOptions): Promise<string>;
  /** Reads a stored file back; rejects when the key is unknown. */
  open(key: string): Promise<Readable>;
  /** Deletes a stored file; used to clean up after a request that was not committed. Unknown keys are ignored. */
  remove(key: string): Promise<void>;
  /** Every stored file of this storage (only keys of its own shape), for the orphan sweep. */
  list(): AsyncIterable<StoredObject>;
  /** Releases connections when the app closes (the S3 client's sockets). */
  close?(): void;
}

/** The same shape on disk and in a bucket, so files can move between the two without touching the database. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Keys come from the database, but a malformed one must still never reach outside the storage's root. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** 128 random bits plus the content type's extension, spread over 256 prefixes (directories on disk). */
export function newStorageKey(contentType: string): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}.${contentType === 'application/pdf' ? 'pdf' : 'bin'}`;
}
