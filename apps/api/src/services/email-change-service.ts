// Login email change (issue #11): a code goes to the new address and the change happens only when it comes
// back, so nobody moves an account to a mailbox they do not read; the old address gets a notice, so a
// hijacked session that changes it does not go unnoticed. Codes follow the shared one-time-code rules.
import { messages, apiMessages } from '@portal/domain';
import type { Mailer } from '../adapters/mail/mailer.js';
import { AppError } from '../lib/app-error.js';
import type { ContactDataRepository } from '../repositories/contact-data-repository.js';
import type { LoginsRepository } from '../repositories/logins-repository.js';
import { emailChangeCodeMail, emailChangedNoticeMail } from './mail-templates.js';
import type { OneTimeCodesService } from './one-time-codes-service.js';
import type { ActiveSession } from './session-service.js';

export const EMAIL_CHANGE_PURPOSE = 'email_change';

const normalise = (email: string) => email.trim().toLowerCase();
/** A code is bound to the login and to the address it was mailed to. */
const subjectOf = (loginId: number, email: string) => `${loginId}:${email}`;
const taken = () =>
  new AppError('EMAIL_ALREADY_REGISTERED', { fields: { email: messages.emailAlreadyRegistered } });

export class EmailChangeService {
  constructor(
    private readonly logins: LoginsRepository,
    private readonly contactData: ContactDataRepository,
    private readonly codes: OneTimeCodesService,
    private readonly mailer: Mailer,
  ) {}

  async requestCode(session: ActiveSession, email: string): Promise<void> {
    const next = normalise(email);
    const login = await this.logins.findById(session.loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    if (login.email === next) {
      throw new AppError('VALIDATION_ERROR', { fields: { email: apiMessages.emailUnchanged } });
    }
    if (await this.logins.existsByEmail(next)) throw taken();
    const { code, ttlMinutes } = await this.codes.issue(EMAIL_CHANGE_PURPOSE, subjectOf(login.id, next));
    await this.mailer.send(emailChangeCodeMail(next, code, ttlMinutes));
  }

  async confirm(session: ActiveSession, email: string, code: string): Promise<string> {
    const next = normalise(email);
    const login = await this.logins.findById(session.loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    await this.codes.consume(EMAIL_CHANGE_PURPOSE, subjectOf(login.id, next), code);
    if (!(await this.contactData.changeLoginEmail(login.id, login.email, next))) throw taken();
    await this.mailer.send(emailChangedNoticeMail(login.email, next));
    return next;
  }
}
