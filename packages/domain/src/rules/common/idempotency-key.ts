// The Idempotency-Key header of POSTs that create something (design §5): the web generates one per form
// submission and reuses it for retries of that submission, so the API can answer a retry with the first answer
// instead of filing the request again (docs/decisions/0016-idempotency-keys.md).
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

// Printable ASCII only: the key travels in a header and is stored and compared as text.
const KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

export function isValidIdempotencyKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}
