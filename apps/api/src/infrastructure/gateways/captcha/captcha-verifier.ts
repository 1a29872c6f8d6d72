// The captcha port: `challenge` gives the browser what it needs to show the captcha (an ALTCHA challenge,
// nothing for reCAPTCHA), `verify` checks what the browser sends back. Only a verified token earns a
// captcha pass (docs/decisions/0032-captcha-pass.md).
import type { CaptchaProvider } from '@portal/domain';

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  challenge(): Promise<Record<string, unknown> | null>;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}
