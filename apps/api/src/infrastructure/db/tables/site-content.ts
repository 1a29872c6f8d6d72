// Table types: the help centre's articles (migration 0031). Conventions in ../schema.ts.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag } from './common.js';

export interface HelpArticlesTable {
  id: Generated<number>;
  /** HELP_ARTICLE_SECTIONS in the domain. */
  section: string;
  question: string;
  /** Plain text; a blank line separates paragraphs. */
  answer: string;
  sort_order: number;
  telephony: ColumnType<Flag, Flag | undefined, Flag>;
  active: ColumnType<Flag, Flag | undefined, Flag>;
  /** Optimistic lock: a change sets version = version + 1 where version = the one the admin read. */
  version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}
