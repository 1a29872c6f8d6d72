// Captcha passes (docs/decisions/0032-captcha-pass.md): a verified captcha token earns a signed pass valid
// for 10 minutes, which protected calls carry in X-Captcha-Pass. The protected routes then never talk to the
// captcha provider themselves, and a provider change touches only the adapter.
import type { CaptchaChallengeResponse } from '@portal/domain';
import type { CaptchaVerifier } from '../adapters/captcha/captcha-verifier.js';
import type { TokenSigner } from '../lib/signed-tokens.js';

export const CAPTCHA_PASS_TTL_SECONDS = 10 * 60;

export class CaptchaService {
  constructor(
    readonly verifier: CaptchaVerifier,
    private readonly tokens: TokenSigner,
    private readonly siteKey: string | undefined,
  ) {}

  get enabled(): boolean {
    return this.verifier.provider !== 'off';
  }

  async challenge(): Promise<CaptchaChallengeResponse> {
    const { provider } = this.verifier;
    if (provider === 'recaptcha') return { provider, ...(this.siteKey ? { siteKey: this.siteKey } : {}) };
    const challenge = await this.verifier.challenge();
    return challenge ? { provider, challenge } : { provider };
  }

  /** A pass for a good token, null otherwise. */
  async exchange(token: string, remoteIp: string): Promise<string | null> {
    if (!(await this.verifier.verify(token, remoteIp))) return null;
    return (await this.tokens.sign('captcha', {}, CAPTCHA_PASS_TTL_SECONDS)).token;
  }

  async checkPass(pass: string | undefined): Promise<boolean> {
    if (!this.enabled) return true;
    if (!pass) return false;
    return (await this.tokens.verify('captcha', pass)) !== null;
  }
}
