// The BIN table (card_bins): ranges of 6 to 8 leading digits with brand, issuer, country, currency and the
// prepaid flag. A card falls in the longest range that prefixes it.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CardBinsTable } from '../../db/tables/catalogue.js';

export type CardBinRow = Selectable<CardBinsTable>;

const PREFIX_LENGTHS = [8, 7, 6] as const;

export class CardBinsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The range with the longest prefix of `digits` (8, then 7, then 6 digits); null when none matches. */
  async longestPrefix(digits: string): Promise<CardBinRow | null> {
    const candidates = PREFIX_LENGTHS.filter((n) => digits.length >= n).map((n) => digits.slice(0, n));
    if (candidates.length === 0) return null;
    const rows = await this.db
      .selectFrom('card_bins')
      .selectAll()
      .where('prefix', 'in', candidates)
      .execute();
    return rows.reduce<CardBinRow | null>(
      (best, row) => (best === null || row.prefix.length > best.prefix.length ? row : best),
      null,
    );
  }
}
