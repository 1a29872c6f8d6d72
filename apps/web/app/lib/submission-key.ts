// One Idempotency-Key per form submission (docs/decisions/0016-idempotency-keys.md): generated when the person
// submits, reused while they retry that same submission (the same body after a failure, also from a reopened
// modal), and dropped once it succeeded, so the next submission is a new request. The API then answers a
// retry whose first attempt was stored but never answered with that first answer, instead of filing it twice.

interface Pending {
  body: string;
  key: string;
}

// Per form, for this page's lifetime: a form closed after a failure and reopened still retries the same key.
const pending = new Map<string, Pending>();

/** The key for sending `body` from `form`: the previous attempt's when it sent the same body and failed. */
export function submissionKey(form: string, body: unknown): string {
  const text = JSON.stringify(body);
  const current = pending.get(form);
  if (current?.body === text) return current.key;
  const key = crypto.randomUUID();
  pending.set(form, { body: text, key });
  return key;
}

/** After a success: the same body sent again is a new submission. */
export function submissionDone(form: string): void {
  pending.delete(form);
}
