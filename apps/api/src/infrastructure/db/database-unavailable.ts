// Whether an error means the database cannot be reached or is too busy right now (issue #28 §2.4): the client
// should try again later (503 with Retry-After, what /readyz says), not read it as the server's fault (500).
/** Socket errors of a connection attempt, as Node reports them (also inside an AggregateError). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL SQLSTATEs: connection exceptions (08xxx), too many connections, shutting down or starting. */
const POSTGRES_STATES = /^(?:08\d{3}|53300|57P0[1-3])$/;
/** SQLite locked by another writer past busy_timeout. */
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
/** node-postgres reports these without a code: a pool that cannot connect in time or a dropped connection. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Cannot use a pool after calling end on the pool',
];

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || POSTGRES_STATES.test(code))) return true;
  if (typeof code === 'string' && SQLITE_CODES.has(code)) return true;
  return POOL_MESSAGES.some((text) => error.message.includes(text));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (matches(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((item) => isDatabaseUnavailable(item, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}
