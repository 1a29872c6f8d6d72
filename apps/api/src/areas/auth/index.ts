// The auth area's public entry: logins and customer records, sign-in, sessions, one-time codes, password reset,
// the first-entry wizard and captcha passes. Other areas, app.ts and the composition root import only this.
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { createCaptchaVerifier } from '../../infrastructure/gateways/captcha/index.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { TokenSigner } from '../../lib/signed-tokens.js';
import { CaptchaService } from './captcha-service.js';
import { CustomersRepository } from './customers-repository.js';
import { FirstEntryRepository } from './first-entry-repository.js';
import { FirstEntryService } from './first-entry-service.js';
import { LoginService } from './login-service.js';
import { LoginThrottleRepository } from './login-throttle-repository.js';
import { LoginsRepository } from './logins-repository.js';
import { CodeHasher } from './one-time-code.js';
import { OneTimeCodesRepository } from './one-time-codes-repository.js';
import { OneTimeCodesService } from './one-time-codes-service.js';
import { PasswordResetService } from './password-reset-service.js';
import { SessionService } from './session-service.js';
import { SessionsRepository } from './sessions-repository.js';
import { SpentTokensRepository } from './spent-tokens-repository.js';

export { default as captchaGuard } from './captcha-guard.js';
export { captchaRoutes } from './captcha-routes.js';
export { default as customerAuthGuards } from './customer-auth-guards.js';
export { toDataClient } from './customer-records.js';
export { customerSessionRoutes } from './customer-session-routes.js';
export { CustomersRepository, type CustomerRow } from './customers-repository.js';
export { firstEntryRoutes } from './first-entry-routes.js';
export { throttleKey } from './login-service.js';
export { LoginThrottleRepository } from './login-throttle-repository.js';
export { LoginsRepository } from './logins-repository.js';
export type { OneTimeCodesService } from './one-time-codes-service.js';
export { passwordResetRoutes } from './password-reset-routes.js';
export { PasswordVerifier, reservePasswordTry } from './password-tries.js';
export type { ActiveSession, Session, SessionService } from './session-service.js';

export interface AuthServices {
  sessions: SessionService;
  login: LoginService;
  /** Issue and spend one-time codes (every code flow shares its limits). */
  oneTimeCodes: OneTimeCodesService;
  passwordReset: PasswordResetService;
  firstEntry: FirstEntryService;
  captcha: CaptchaService;
}

export interface AuthServicesDeps {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
}

export function createAuthServices({ db, config, mailer }: AuthServicesDeps): AuthServices {
  const tokens = new TokenSigner(config.sessionSecret);
  const logins = new LoginsRepository(db);
  const customers = new CustomersRepository(db);
  const throttle = new LoginThrottleRepository(db);
  const spent = new SpentTokensRepository(db);
  const sessions = new SessionService(tokens, config.sessionTtlMinutes, new SessionsRepository(db), spent);
  const oneTimeCodes = new OneTimeCodesService(
    new OneTimeCodesRepository(db),
    new CodeHasher(config.sessionSecret),
  );
  return {
    sessions,
    login: new LoginService(logins, customers, throttle, sessions),
    oneTimeCodes,
    passwordReset: new PasswordResetService({ logins, codes: oneTimeCodes, spent, throttle, tokens, mailer }),
    firstEntry: new FirstEntryService(new FirstEntryRepository(db), customers, oneTimeCodes, mailer),
    captcha: new CaptchaService(createCaptchaVerifier(config, spent), tokens, spent, config.recaptchaSiteKey),
  };
}
