// Google reCAPTCHA: the browser gets a token from Google's widget and the server asks Google's siteverify
// whether it is good. `fetch` is injectable so tests replay a recorded answer (the host is not reachable
// from CI).
import type { CaptchaVerifier } from './captcha-verifier.js';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 answers a score; below this the request is treated as a bot (Google's suggested default). */
const MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  'error-codes'?: string[];
}

export class RecaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'recaptcha' as const;

  constructor(
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 5_000,
  ) {}

  async challenge(): Promise<null> {
    return null;
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    if (!token || token.length > 4096) return false;
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await this.fetchImpl(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as SiteverifyAnswer;
      if (answer.success !== true) return false;
      return answer.score === undefined || answer.score >= MIN_SCORE;
    } catch {
      // Google unreachable: failing closed keeps bots out; the person sees 'Error al verificar CAPTCHA.'.
      return false;
    }
  }
}
