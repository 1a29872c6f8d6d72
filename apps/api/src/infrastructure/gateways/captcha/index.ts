// Picks the captcha adapter from CAPTCHA_PROVIDER.
import type { AppConfig } from '../../../config.js';
import { AltchaVerifier, type SpentStore } from './altcha-verifier.js';
import type { CaptchaVerifier } from './captcha-verifier.js';
import { OffVerifier } from './off-verifier.js';
import { RecaptchaVerifier } from './recaptcha-verifier.js';

export type { CaptchaVerifier } from './captcha-verifier.js';

export function createCaptchaVerifier(config: AppConfig, spent: SpentStore): CaptchaVerifier {
  switch (config.captchaProvider) {
    case 'off':
      return new OffVerifier();
    case 'recaptcha':
      return new RecaptchaVerifier(config.recaptchaSecret ?? '');
    default:
      // Tests solve challenges in-process on every run; a tiny work factor keeps them fast. Production work
      // (about a second of a phone's CPU) stays the default everywhere else.
      return new AltchaVerifier({
        secret: config.sessionSecret,
        spent,
        ...(config.nodeEnv === 'test' ? { cost: 100, maxCounter: 50 } : {}),
      });
  }
}
