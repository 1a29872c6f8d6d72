import { ApiError } from '~/lib/api/api-client';

/** The house's words for a stale version (issue #30 §4); the API's 409 says the same. */
export const CONFLICT_MESSAGE = 'Otra persona cambió esta gestión. Recargala para ver los cambios.';

/** A 409 for a stale version; IDEMPOTENCY_IN_PROGRESS (the first try still running) is not one. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT';
}
