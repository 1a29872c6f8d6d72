import { messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';

/** What the form does when sending fails (spec §4 and §8 'Contact and request forms'). */
export type SendFailure =
  /** The server named the wrong fields: show them under the fields and keep the form open. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The token died: the api client already raised the session-expired modal. */
  | { kind: 'session' }
  /** Anything else: close the form, alert and open main modal 7. */
  | { kind: 'server'; alert: string };

export function classifyFailure(error: unknown, authenticated: boolean): SendFailure {
  if (!(error instanceof ApiError)) return { kind: 'server', alert: messages.errorOccurred };
  if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', fields: error.fields };
  }
  if (error.status === 401 && authenticated) return { kind: 'session' };
  // 4xx answers carry a message written for the person (e.g. too many attempts); 5xx and network
  // failures get the spec's generic alert, since modal 7 already says the server failed.
  const personal = error.status >= 400 && error.status < 500 && error.message;
  return { kind: 'server', alert: personal ? error.message : messages.errorOccurred };
}
