// Captcha passes (docs/decisions/0032-captcha-pass.md, 0035-captcha-pass-single-use.md): a verified captcha
// token earns a signed pass for one action, which the protected call carries in X-Captcha-Pass and spends.
// The protected routes never talk to the captcha provider themselves, and a provider change touches only the
// adapter.
import type { CaptchaAction, CaptchaChallengeResponse } from '@portal/domain';
import type { CaptchaVerifier } from '../../infrastructure/gateways/captcha/captcha-verifier.js';
import type { SpentStore } from '../../infrastructure/gateways/captcha/altcha-verifier.js';
import type { TokenSigner } from '../../lib/signed-tokens.js';

/** The web asks for a pass right before the call it protects, so a short life only limits stockpiling. */
export const CAPTCHA_PASS_TTL_SECONDS = 2 * 60;

export class CaptchaService {
  constructor(
    readonly verifier: CaptchaVerifier,
    private readonly tokens: TokenSigner,
    private readonly spent: SpentStore,
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

  /** A pass for one call of `action` for a good token, null otherwise. */
  async exchange(token: string, action: CaptchaAction, remoteIp: string): Promise<string | null> {
    if (!(await this.verifier.verify(token, remoteIp))) return null;
    return (await this.tokens.sign('captcha', { act: action }, CAPTCHA_PASS_TTL_SECONDS)).token;
  }

  /**
   * True once per pass, for the action it was earned for: signature, expiry and action are checked, then its
   * id is spent in the shared table, so a parallel replay on any instance loses the insert.
   */
  async spendPass(pass: string | undefined, action: CaptchaAction): Promise<boolean> {
    if (!this.enabled) return true;
    if (!pass) return false;
    const verified = await this.tokens.verify('captcha', pass);
    if (!verified || verified.claims.act !== action) return false;
    return this.spent.spend(`pass:${verified.id}`, verified.expiresAt);
  }
}
