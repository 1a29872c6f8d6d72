// What the automatic-debit check needs to know about a card from its first digits (issue #14 §2). The table
// kept in the database answers it today; a card processor's BIN service could replace it behind this interface.

export interface BinInfo {
  brand: string;
  issuer: string | null;
  isPrepaid: boolean;
  /** ISO 4217, e.g. ARS. */
  currency: string;
  /** ISO 3166-1 alpha-2, e.g. AR. */
  country: string;
}

export interface BinLookup {
  /** What is known of the card whose number starts with `digits` (6 to 16 digits); null when unknown. */
  lookup(digits: string): Promise<BinInfo | null>;
}
