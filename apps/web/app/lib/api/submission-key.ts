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

/** A UUID v4. `crypto.randomUUID` exists only in secure contexts; plain HTTP on a LAN address has just getRandomValues. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for sending `body` from `form`: the previous attempt's when it sent the same body and failed. */
export function submissionKey(form: string, body: unknown): string {
  const text = JSON.stringify(body);
  const current = pending.get(form);
  if (current?.body === text) return current.key;
  const key = newKey();
  pending.set(form, { body: text, key });
  return key;
}

/** After a success: the same body sent again is a new submission. */
export function submissionDone(form: string): void {
  pending.delete(form);
}
