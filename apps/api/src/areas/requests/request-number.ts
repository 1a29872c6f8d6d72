// A stored request is known by its human number 'G-<year>-<6 digits>', drawn from a per-year counter (the seed
// advances the same counters past its demo requests).
export const REQUEST_NUMBER_PREFIX = 'G';

export interface StoredRequest {
  id: number;
  number: string;
}
