import type { ColumnType } from 'kysely';

/** ISO-8601 UTC instant as text; the database fills it on insert when omitted. */
export type CreatedAt = ColumnType<string, string | undefined, string>;
/** 0 or 1. */
export type Flag = number;
