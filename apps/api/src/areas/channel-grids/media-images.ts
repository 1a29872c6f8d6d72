// Stored pictures (channel logos, payment brands): checked, stored once per content hash through the storage
// adapter (disk, or S3 in a cluster) and served under that hash, so a URL's bytes never change and browsers
// may keep them for a year.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { MediaImagesTable } from '../../infrastructure/db/tables/channel-grids.js';
import type { FileStorage } from '../../infrastructure/storage/index.js';
import { checkImage } from './image-check.js';

export type MediaImageRow = Selectable<MediaImagesTable>;

const EXTENSION_OF: Record<string, string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The public URL of a stored image; null for none. */
export function mediaUrl(image: { sha256: string | null; content_type: string | null }): string | null {
  if (image.sha256 === null || image.content_type === null) return null;
  return `/api/media/${image.sha256}.${EXTENSION_OF[image.content_type] ?? 'bin'}`;
}

export interface MediaFile {
  body: Readable;
  contentType: string;
  sizeBytes: number;
}

export class MediaImages {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Checks the upload and stores it unless the same bytes are already kept; resolves to the image's row.
   * Runs before the change's transaction: storage writes are slow, and a kept image nothing points at is
   * harmless (it is found again by hash on the next upload of the same file).
   */
  async store(bytes: Buffer, filename: string): Promise<MediaImageRow> {
    const image = checkImage(bytes, filename);
    const sha256 = createHash('sha256').update(image.bytes).digest('hex');
    const known = await this.find(sha256);
    if (known) return known;
    const storageKey = await this.storage.save(image.bytes, { contentType: image.contentType });
    await this.db
      .insertInto('media_images')
      .values({
        sha256,
        content_type: image.contentType,
        storage_key: storageKey,
        size_bytes: image.bytes.length,
      })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .execute();
    const row = (await this.find(sha256))!;
    // A parallel upload of the same bytes won the insert: this copy belongs to nothing.
    if (row.storage_key !== storageKey) await this.storage.remove(storageKey);
    return row;
  }

  private find(sha256: string): Promise<MediaImageRow | undefined> {
    return this.db.selectFrom('media_images').selectAll().where('sha256', '=', sha256).executeTakeFirst();
  }

  /** The stored image named `<sha256>.<ext>`, or undefined when there is none of that type. */
  async open(file: string): Promise<MediaFile | undefined> {
    const [sha256, extension] = file.split('.');
    const row = await this.find(sha256 ?? '');
    if (!row || EXTENSION_OF[row.content_type] !== extension) return undefined;
    return {
      body: await this.storage.open(row.storage_key),
      contentType: row.content_type,
      sizeBytes: row.size_bytes,
    };
  }
}
