// S3-compatible bucket storage (ADR 0072): several instances share the uploads. Files stream in through
// lib-storage's Upload, which takes a stream of unknown length (one PutObject when it fits in one part,
// a multipart upload otherwise) and aborts the multipart upload when the stream fails, so a file stopped by a
// cap mid-stream leaves no object and no parts behind. Keys have the disk's shape under an optional S3_PREFIX.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import {
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  type FileStorage,
  type SaveOptions,
  type StoredObject,
} from './file-storage.js';

/** One part in memory per file being uploaded (S3's minimum part size): memory stays flat under parallel uploads. */
const PART_SIZE_BYTES = 5 * 1024 * 1024;

export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly #client: S3Client;

  constructor(
    private readonly config: S3Config,
    client?: S3Client,
  ) {
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID..., profiles, instance roles).
    this.#client =
      client ??
      new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
      });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.config.prefix}${key}`;
  }

  async save(data: Buffer | Readable, options: SaveOptions): Promise<string> {
    const key = newStorageKey(options.contentType);
    const upload = new Upload({
      client: this.#client,
      params: {
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: options.contentType,
      },
      partSize: PART_SIZE_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // Upload aborts its multipart upload itself; the delete covers a single PutObject that landed before
      // the failure surfaced. A source that failed (a cap hit mid-stream) is the cause to report, even when
      // the abort failed too; a source still flowing is ended like a failed disk write ends it.
      const sourceError = Buffer.isBuffer(data) ? null : data.errored;
      if (!Buffer.isBuffer(data) && !data.destroyed) data.destroy(error as Error);
      await this.remove(key).catch(() => undefined);
      throw sourceError ?? error;
    }
    return key;
  }

  async open(key: string): Promise<Readable> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 object without a body: ${key}`);
      return object.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) {
        throw Object.assign(new Error(`No stored file under ${key}`), { code: 'ENOENT', cause: error });
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // DeleteObject succeeds for a key that does not exist: removing twice is harmless.
    await this.#client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(): AsyncIterable<StoredObject> {
    const { bucket, prefix } = this.config;
    const pages = paginateListObjectsV2(
      { client: this.#client },
      { Bucket: bucket, Prefix: prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        // Other objects in the bucket (or under the prefix) are not the portal's: the sweep never sees them.
        if (key && isStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Ends the client's connections (app close). */
  close(): void {
    this.#client.destroy();
  }
}
