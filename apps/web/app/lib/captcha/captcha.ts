// Shared by every feature with a captcha-protected call (login, contact forms); features cannot import
// each other, so the client lives here.
// Captcha of the protected calls (spec §7 isHuman): ask which provider runs, solve it in the browser and
// trade the solution for a pass that goes in X-Captcha-Pass.
import { CAPTCHA_COMPANY, captchaApi, messages, type CaptchaAction } from '@portal/domain';
import type { Challenge } from 'altcha-lib';
import { ApiError, type ApiClient } from '../api/api-client';

/** A captcha that could not run or did not verify; `message` is the spec's text for it. */
export class CaptchaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptchaError';
  }
}

/**
 * The one message of a captcha that did not pass, whether the browser could not earn a pass or the API refused
 * it (CAPTCHA_FAILED); null for any other failure. Forms show it once, beside the button, and stay open.
 */
export function captchaFailure(error: unknown): string | null {
  if (error instanceof CaptchaError) return error.message;
  if (error instanceof ApiError && error.code === 'CAPTCHA_FAILED') return messages.captchaFailed;
  return null;
}

interface RecaptchaGlobal {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

async function recaptchaToken(siteKey: string | undefined): Promise<string> {
  const grecaptcha = (window as unknown as { grecaptcha?: RecaptchaGlobal }).grecaptcha;
  // The Google script is only loaded where the operator enabled reCAPTCHA; without it there is no token.
  if (!grecaptcha || !siteKey) throw new CaptchaError(messages.captchaNotReady);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: 'submit' });
}

/**
 * Returns the pass for X-Captcha-Pass of one call of `action`, or null when the server runs without captcha.
 * The API spends a pass on first use (ADR 0035), so every submission asks for a fresh one.
 */
export async function obtainCaptchaPass(
  api: ApiClient,
  action: CaptchaAction,
  signal?: AbortSignal,
): Promise<string | null> {
  let config;
  try {
    config = await api.call(captchaApi.getCaptchaChallenge, { signal });
  } catch {
    throw new CaptchaError(messages.captchaNotReady);
  }
  if (config.provider === 'off') return null;

  let token: string | null;
  if (config.provider === 'altcha') {
    if (!config.challenge) throw new CaptchaError(messages.captchaNotReady);
    const { solveAltcha } = await import('./altcha-solver');
    token = await solveAltcha(config.challenge as unknown as Challenge, signal);
  } else {
    token = await recaptchaToken(config.siteKey);
  }
  if (!token) throw new CaptchaError(messages.captchaFailed);

  try {
    const answer = await api.call(captchaApi.exchangeCaptcha, {
      body: { token, company: CAPTCHA_COMPANY, action },
      signal,
    });
    if (!answer?.success || !answer.pass) throw new CaptchaError(messages.captchaFailed);
    return answer.pass;
  } catch {
    throw new CaptchaError(messages.captchaFailed);
  }
}
