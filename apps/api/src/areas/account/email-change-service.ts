// Login email change (issue #11, ADR 0084): the current password is asked first, so a stolen session alone
// cannot move the account; a code goes to the new address and the change happens only when it comes back; the
// old address gets a notice with a 'No fui yo' link that restores it. Codes follow the shared rules.
import { createHash, randomBytes } from 'node:crypto';
import { messages, apiMessages } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import { maskEmail } from '../../lib/mask-email.js';
import { hashPassword } from '../../lib/password.js';
import type { ContactDataRepository } from './contact-data-repository.js';
import type { EmailChangeRevertsRepository } from './email-change-reverts-repository.js';
import type { LoginsRepository } from '../auth/index.js';
import type { CurrentPasswordCheck } from './current-password-check.js';
import {
  emailChangeCodeMail,
  emailChangedNoticeMail,
  emailRestoredMail,
} from '../../infrastructure/mail/mail-templates.js';
import type { OneTimeCodesService } from '../auth/index.js';
import type { ActiveSession } from '../auth/index.js';

export const EMAIL_CHANGE_PURPOSE = 'email_change';
export const RESTORE_LINK_DAYS = 7;
/** The web page the 'No fui yo' link opens; it confirms with a POST, never on the GET. */
export const RESTORE_PAGE_PATH = '/mi-cuenta/no-fui-yo';

const normalise = (email: string) => email.trim().toLowerCase();
/** A code is bound to the login and to the address it was mailed to. */
const subjectOf = (loginId: number, email: string) => `${loginId}:${email}`;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const taken = () =>
  new AppError('EMAIL_ALREADY_REGISTERED', { fields: { email: messages.emailAlreadyRegistered } });

export interface EmailChangeDeps {
  logins: LoginsRepository;
  contactData: ContactDataRepository;
  reverts: EmailChangeRevertsRepository;
  codes: OneTimeCodesService;
  currentPassword: CurrentPasswordCheck;
  mailer: Mailer;
  /** The portal's address, for the link in the notice. */
  publicUrl: () => string;
}

export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  async requestCode(session: ActiveSession, email: string, currentPassword: string): Promise<void> {
    const next = normalise(email);
    const login = await this.deps.logins.findById(session.loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    await this.deps.currentPassword.verify(login.id, login.passwordHash, currentPassword);
    if (login.email === next) {
      throw new AppError('VALIDATION_ERROR', { fields: { email: apiMessages.emailUnchanged } });
    }
    if (await this.deps.logins.existsByEmail(next)) throw taken();
    const { code, ttlMinutes } = await this.deps.codes.issue(EMAIL_CHANGE_PURPOSE, subjectOf(login.id, next));
    await this.deps.mailer.send(emailChangeCodeMail(next, code, ttlMinutes));
  }

  async confirm(session: ActiveSession, email: string, code: string): Promise<string> {
    const next = normalise(email);
    const login = await this.deps.logins.findById(session.loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    await this.deps.codes.consume(EMAIL_CHANGE_PURPOSE, subjectOf(login.id, next), code);
    await this.#move(login, next);
    return next;
  }

  /**
   * A member moves the login to another address at the person's request (issue #31 §3): no code, as the desk
   * confirmed who asked, but the same notice and 'No fui yo' link to the old address. `within` runs in the
   * change's transaction (the audit entry).
   */
  async changeForStaff(
    loginId: number,
    email: string,
    within: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<string> {
    const next = normalise(email);
    const login = await this.deps.logins.findById(loginId);
    if (!login) throw new AppError('NOT_FOUND');
    if (login.email === next) {
      throw new AppError('VALIDATION_ERROR', { fields: { email: apiMessages.emailUnchanged } });
    }
    await this.#move(login, next, within);
    return next;
  }

  async #move(
    login: { id: number; email: string },
    next: string,
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + RESTORE_LINK_DAYS * 24 * 60 * 60_000);
    const revert = { tokenHash: hashToken(token), expiresAt };
    const moved = await this.deps.contactData.changeLoginEmail(login.id, login.email, next, revert, within);
    if (!moved) throw taken();
    const link = `${this.deps.publicUrl()}${RESTORE_PAGE_PATH}?token=${token}`;
    await this.deps.mailer.send(emailChangedNoticeMail(login.email, next, link, RESTORE_LINK_DAYS));
  }

  /**
   * 'No fui yo': the old address comes back, every session ends and the password becomes an unknown random
   * one, as whoever made the change knew it; the owner chooses a new one through the reset, mailed to the
   * restored address. Answers that address, masked.
   */
  async restore(token: string): Promise<string> {
    const tokenHash = hashToken(token);
    // No argon2 work for a made-up link; the spend below is still the one that decides.
    if (!(await this.deps.reverts.isUsable(tokenHash, new Date()))) throw new AppError('LINK_EXPIRED');
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const outcome = await this.deps.reverts.restore(tokenHash, unusable, new Date());
    if (outcome.status === 'invalid') throw new AppError('LINK_EXPIRED');
    if (outcome.status === 'taken') throw taken();
    await this.deps.mailer.send(emailRestoredMail(outcome.email));
    return maskEmail(outcome.email);
  }
}
