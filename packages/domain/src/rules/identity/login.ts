// Login form rules (spec §2, §5, §8).
import { messages } from '../../messages.js';

/** The button is enabled only when both fields are filled. */
export function canSubmitLogin(username: string, password: string): boolean {
  return username.length > 0 && password.length > 0;
}

/** Enter submits only if username and password are each longer than 1 character. */
export function canSubmitLoginWithEnter(username: string, password: string): boolean {
  return username.length > 1 && password.length > 1;
}

/** Maps the login call's status to the text shown (401 or 204 -> wrong data; 500 -> server). */
export function loginErrorMessage(status: number): string {
  if (status === 401 || status === 204) return messages.loginInvalidCredentials;
  if (status === 500) return messages.serverError;
  return messages.loginContactSupport;
}
