import { ApiError } from '~/lib/api/api-client';

/** A 409 for a stale version or a closed incident; IDEMPOTENCY_IN_PROGRESS (a first try still running) is not one. */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT';
}
