import { messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';

/** The Spanish text of a failed call: the API's own message, or the generic one for anything else. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.errorOccurred;
}
