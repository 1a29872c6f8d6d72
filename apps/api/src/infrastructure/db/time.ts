// The one representation of time in the database: ISO-8601 UTC text with milliseconds, identical on SQLite
// and PostgreSQL, sortable as text (docs/decisions/0010-portable-storage-types.md).

export function toDbInstant(date: Date): string {
  return date.toISOString();
}

export function nowInstant(): string {
  return new Date().toISOString();
}

/** Calendar date 'YYYY-MM-DD' of a Date in UTC. */
export function toDbDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Adds whole days to a Date, for seeds and tests. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
