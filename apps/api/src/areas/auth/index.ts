// Wires the account flows (login, sessions, recovery, registration, captcha, mail) for `app.services`.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createCaptchaVerifier } from '../../infrastructure/gateways/captcha/index.js';
import { createMailer, type Mailer } from '../../infrastructure/mail/index.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../infrastructure/db/schema.js';
import { CodeHasher } from './one-time-code.js';
import { TokenSigner } from '../../lib/signed-tokens.js';
import { ContactDataRepository } from '../account/contact-data-repository.js';
import { SecretBox } from '../../lib/secret-box.js';
import { CustomerRequestsRepository } from '../requests/customer-requests-repository.js';
import { CustomersRepository } from './customers-repository.js';
import { EmailChangeRevertsRepository } from '../account/email-change-reverts-repository.js';
import { InternetServicesRepository } from '../requests/internet-services-repository.js';
import { LoginThrottleRepository } from './login-throttle-repository.js';
import { LoginsRepository } from './logins-repository.js';
import { OneTimeCodesRepository } from './one-time-codes-repository.js';
import { OutboxRepository } from '../../infrastructure/mail/outbox-repository.js';
import { RequestsRepository } from '../requests/requests-repository.js';
import { SessionsRepository } from './sessions-repository.js';
import { SpentTokensRepository } from './spent-tokens-repository.js';
import { AccountRecoveryService } from '../account/account-recovery-service.js';
import { AssistanceService } from '../requests/assistance-service.js';
import { CaptchaService } from './captcha-service.js';
import { ContactDataService } from '../account/contact-data-service.js';
import { CurrentPasswordCheck } from '../account/current-password-check.js';
import { CustomerAccountService } from '../account/customer-account-service.js';
import { EmailChangeService } from '../account/email-change-service.js';
import { CustomerRequestsService } from '../requests/customer-requests-service.js';
import { LoginService } from './login-service.js';
import { OneTimeCodesService } from './one-time-codes-service.js';
import { PasswordChangeService } from '../account/password-change-service.js';
import { PasswordResetService } from './password-reset-service.js';
import { RegistrationService } from '../requests/registration-service.js';
import { SessionService } from './session-service.js';
import { WifiChangeService } from '../requests/wifi-change-service.js';

export interface AccountServices {
  mailer: Mailer;
  outbox: OutboxRepository;
  sessions: SessionService;
  login: LoginService;
  /** Issue and spend one-time codes (every code flow shares its limits). */
  oneTimeCodes: OneTimeCodesService;
  customerAccount: CustomerAccountService;
  /** Mis gestiones: the customer's requests and claims. */
  customerRequests: CustomerRequestsService;
  wifiChanges: WifiChangeService;
  passwordReset: PasswordResetService;
  contactData: ContactDataService;
  passwordChange: PasswordChangeService;
  emailChange: EmailChangeService;
  accountRecovery: AccountRecoveryService;
  assistance: AssistanceService;
  registration: RegistrationService;
  captcha: CaptchaService;
}

export function createAccountServices(
  db: Kysely<Database>,
  config: AppConfig,
  log: FastifyBaseLogger,
  publicUrl: () => string,
): AccountServices {
  const tokens = new TokenSigner(config.sessionSecret);
  const mailer = createMailer(config, db, log);
  const logins = new LoginsRepository(db);
  const customers = new CustomersRepository(db);
  const throttle = new LoginThrottleRepository(db);
  const spent = new SpentTokensRepository(db);
  const requests = new RequestsRepository(db);
  const contactData = new ContactDataRepository(db);
  const currentPassword = new CurrentPasswordCheck(throttle);
  const sessions = new SessionService(tokens, config.sessionTtlMinutes, new SessionsRepository(db), spent);
  const oneTimeCodes = new OneTimeCodesService(
    new OneTimeCodesRepository(db),
    new CodeHasher(config.sessionSecret),
  );
  return {
    mailer,
    outbox: new OutboxRepository(db),
    sessions,
    login: new LoginService(logins, customers, throttle, sessions),
    oneTimeCodes,
    customerAccount: new CustomerAccountService(customers),
    customerRequests: new CustomerRequestsService(
      customers,
      new CustomerRequestsRepository(db),
      requests,
      mailer,
      config.companyCode,
      config.staffEmail,
    ),
    wifiChanges: new WifiChangeService(
      customers,
      new InternetServicesRepository(db),
      requests,
      new SecretBox(config.sessionSecret, 'wifi-password'),
      config.companyCode,
    ),
    passwordReset: new PasswordResetService({
      logins,
      codes: oneTimeCodes,
      spent,
      throttle,
      tokens,
      mailer,
    }),
    contactData: new ContactDataService(customers, contactData, logins),
    passwordChange: new PasswordChangeService(logins, currentPassword, sessions),
    emailChange: new EmailChangeService({
      logins,
      contactData,
      reverts: new EmailChangeRevertsRepository(db),
      codes: oneTimeCodes,
      currentPassword,
      mailer,
      publicUrl,
    }),
    accountRecovery: new AccountRecoveryService(customers),
    assistance: new AssistanceService(customers, requests, mailer, config.companyCode, config.staffEmail),
    registration: new RegistrationService(logins, requests, mailer, config.companyCode, config.staffEmail),
    captcha: new CaptchaService(createCaptchaVerifier(config, spent), tokens, spent, config.recaptchaSiteKey),
  };
}
