import { ApiError } from '~/lib/api/api-client';
import { CaptchaError } from '~/lib/captcha/captcha';

/** The text to show for a failed call: the server's Spanish message when there is one, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof CaptchaError) return error.message;
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}
