// Table types of the account security migration (0005): login throttling, spent single-use tokens and the
// per-year counters of request numbers. Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './common.js';

export interface LoginThrottleTable {
  /** SHA-256 of the lower-cased username, so unknown usernames are throttled alike without storing them. */
  key: string;
  failures: ColumnType<number, number | undefined, number>;
  /** ISO instant until which every attempt is refused, or null. */
  locked_until: string | null;
  updated_at: string;
}

export interface SpentTokensTable {
  /** Purpose-prefixed id: 'altcha:<signature>', 'reset:<jti>'. */
  id: string;
  /** ISO instant after which the row can be deleted: the token could not be used any more anyway. */
  expires_at: string;
}

export interface RequestCountersTable {
  /** Number prefix and year, e.g. 'G-2026'. */
  scope: string;
  last_value: number;
}

/** A 'No fui yo' link of an email change notice (migration 0024, ADR 0084). */
export interface EmailChangeRevertsTable {
  id: Generated<number>;
  login_id: number;
  /** SHA-256 (hex) of the link's secret. */
  token_hash: string;
  /** The address the link gives back. */
  old_email: string;
  new_email: string;
  expires_at: string;
  /** When it was used, or voided by the use of an earlier link of the same login. */
  used_at: string | null;
  created_at: CreatedAt;
}
