// Kysely's SQLite driver prepares every query anew; compiling the SQL was a tenth of a contact message's time.
// Statements are reusable in better-sqlite3, so the same SQL text gets the same prepared statement back.
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; `in (...)` lists of varying length make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SqliteDatabase, max = MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Re-inserted as the newest entry, so the oldest unused text is the one dropped.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
