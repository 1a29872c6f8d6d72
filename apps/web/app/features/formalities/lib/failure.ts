import { messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';

/** What a Trámites form does when sending fails (spec §4 Formalities, §8 'Contact and request forms'). */
export type FormalityFailure =
  /** The server named wrong fields (or documents): show them and keep the form open. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** A refusal written for the person (HOLDER_ONLY, a limit): shown in the form, which stays open. */
  | { kind: 'refused'; alert: string }
  /** The token died: the session-expired modal is already up. */
  | { kind: 'session' }
  /** 5xx or no answer: close the form and open main modal 7, which can resend it. */
  | { kind: 'server'; alert: string };

export function classifyFormalityFailure(error: unknown): FormalityFailure {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { kind: 'server', alert: messages.errorOccurred };
  }
  if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', fields: error.fields };
  }
  if (error.status === 401) return { kind: 'session' };
  if (error.status < 500) return { kind: 'refused', alert: error.message };
  return { kind: 'server', alert: messages.errorOccurred };
}
