// Table type of the idempotency keys migration (0010). Conventions in ../schema.ts.

export interface IdempotencyKeysTable {
  /** Method and route of the call, and who made it ('login:<id>' or 'public'). */
  scope: string;
  /** The client's Idempotency-Key header, verbatim. */
  key: string;
  /** HMAC-SHA-256 (hex, under the session secret) of method, path and body: another body is refused. */
  fingerprint: string;
  /** 'in_progress' while the first attempt runs, 'completed' once its transaction committed. */
  state: 'in_progress' | 'completed';
  /** Random id of the attempt holding the claim: only it may complete or release the row. */
  lease: string;
  /** ISO instant after which an in-progress claim counts as crashed and a retry may take it over. */
  locked_until: string;
  status_code: number | null;
  /** The first answer's JSON text, replayed verbatim. */
  body: string | null;
  /** ISO instant of the claim; the row is forgotten 24 h later. */
  created_at: string;
}
