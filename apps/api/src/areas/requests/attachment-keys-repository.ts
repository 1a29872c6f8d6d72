// Which storage keys the database points at (requests' attachments, and the catalogue's images of issue #31):
// the orphan sweep keeps exactly those (ADR 0072).
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';

export class AttachmentKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The subset of `keys` some request_attachments or media_images row references. */
  async referenced(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('request_attachments')
      .select('storage_key')
      .where('storage_key', 'in', keys)
      .unionAll(this.db.selectFrom('media_images').select('storage_key').where('storage_key', 'in', keys))
      .execute();
    return new Set(rows.map((row) => row.storage_key));
  }
}
