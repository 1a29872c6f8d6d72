import { messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';

/** What to show for a failed call: the server's field message, else its message; never a 5xx's details. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    const field = error.fields ? Object.values(error.fields)[0] : undefined;
    return field ?? error.message;
  }
  return messages.errorOccurred;
}
