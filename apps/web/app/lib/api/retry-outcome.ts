/** What main modal 7's retry reports: sent (modal 2 is already open), or an alert to show in modal 7. */
export type RetryOutcome = { ok: true } | { ok: false; alert: string };

/** The modal data a failed send hands to main modal 7 (ADR 0065). */
export interface ServerErrorData {
  alert?: string;
  /** Resends the same request with the same Idempotency-Key. */
  retry?: () => Promise<RetryOutcome>;
}
