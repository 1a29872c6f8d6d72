// How an account form reads a failed call: the server's per-field messages go under the fields; otherwise one
// Spanish alert (a 4xx carries a message written for the person, a 5xx or a dropped connection the generic one).
import { messages } from '@portal/domain';
import { ApiError } from './api-client';

const GENERIC_ALERT = messages.errorTryAgain;

export interface FormFailure {
  fields: Record<string, string>;
  alert: string;
}

export function formFailure(error: unknown): FormFailure {
  if (!(error instanceof ApiError)) return { fields: {}, alert: GENERIC_ALERT };
  if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0) {
    return { fields: error.fields, alert: messages.validationFailed };
  }
  const personal = error.status >= 400 && error.status < 500 && error.message;
  return { fields: {}, alert: personal ? error.message : GENERIC_ALERT };
}
