// CAPTCHA_PROVIDER=off: every token passes (development without a widget, load tests).
import type { CaptchaVerifier } from './captcha-verifier.js';

export class OffVerifier implements CaptchaVerifier {
  readonly provider = 'off' as const;

  async challenge(): Promise<null> {
    return null;
  }

  async verify(): Promise<boolean> {
    return true;
  }
}
