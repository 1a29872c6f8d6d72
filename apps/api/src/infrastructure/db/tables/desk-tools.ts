// Table types: the desk's canned replies (migration 0028). Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

export interface CannedRepliesTable {
  id: Generated<number>;
  title: string;
  /** Text with {variables} (CANNED_REPLY_VARIABLES in the domain). */
  body: string;
  /** DESK_QUEUES, or null for every queue. */
  queue: string | null;
  /** Optimistic lock: a change sets version = version + 1 where version = the one the admin read. */
  version: ColumnType<number, number | undefined, number>;
  active: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
