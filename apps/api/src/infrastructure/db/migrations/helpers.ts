// Small builders that hide the two places where SQLite and PostgreSQL disagree in DDL: auto-increment keys
// and the "now as ISO-8601 UTC text" default. Every other column uses types both engines treat alike.
import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../database.js';

// Migrations are frozen in time and must not depend on the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = CreateTableBuilder<string, any>;

/** Same text format as Date.prototype.toISOString(), produced by the database itself. */
export function nowUtcText(dialect: DialectName): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export function idColumn(dialect: DialectName, table: AnyTable): AnyTable {
  return table.addColumn('id', 'integer', (col) =>
    dialect === 'postgres'
      ? col.primaryKey().generatedByDefaultAsIdentity()
      : col.primaryKey().autoIncrement(),
  );
}

export function createdAt(dialect: DialectName, table: AnyTable): AnyTable {
  return table.addColumn('created_at', 'text', (col) => col.notNull().defaultTo(nowUtcText(dialect)));
}

export function timestamps(dialect: DialectName, table: AnyTable): AnyTable {
  return createdAt(dialect, table).addColumn('updated_at', 'text', (col) =>
    col.notNull().defaultTo(nowUtcText(dialect)),
  );
}

/** Integer 0/1 flag: SQLite has no boolean type, and one representation keeps queries identical. */
export function flag(table: AnyTable, name: string, defaultValue: 0 | 1): AnyTable {
  return table.addColumn(name, 'integer', (col) => col.notNull().defaultTo(defaultValue));
}
