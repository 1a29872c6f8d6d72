// BIN lookup in the card_bins table (longest prefix of 8, 7 or 6 digits), which staff keep up to date.
import type { CardBinsRepository } from './card-bins-repository.js';
import type { BinInfo, BinLookup } from './bin-lookup.js';

export class TableBinLookup implements BinLookup {
  constructor(private readonly bins: CardBinsRepository) {}

  async lookup(digits: string): Promise<BinInfo | null> {
    const row = await this.bins.longestPrefix(digits);
    if (!row) return null;
    return {
      brand: row.brand,
      issuer: row.issuer,
      isPrepaid: row.is_prepaid === 1,
      currency: row.currency,
      country: row.country,
    };
  }
}
