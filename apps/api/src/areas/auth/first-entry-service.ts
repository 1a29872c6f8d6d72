// The first-entry verification (spec §4, ADR 0036): step 1 proves the mailbox with an emailed 6-digit code,
// step 2 confirms phones and birth date (saved through the contact-data update), step 3 sets a new password
// (the password service ends it). Each step is a conditional update from the step before, so parallel or
// replayed calls cannot skip a step, and the code follows the one-time-code rules of ADR 0031/0034.
import {
  birthDateMessage,
  checkBirthDate,
  FIRST_ENTRY_STEPS,
  messages,
  type FirstEntryState,
  apiMessages,
} from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { maskEmail } from '../../lib/mask-email.js';
import type { CustomersRepository } from './customers-repository.js';
import type { FirstEntryRepository, FirstEntryLogin } from './first-entry-repository.js';
import { firstEntryCodeMail } from '../../infrastructure/mail/mail-templates.js';
import type { OneTimeCodesService } from './one-time-codes-service.js';

export const FIRST_ENTRY_PURPOSE = 'first_entry';

const codeSubject = (loginId: number) => `login:${loginId}`;

export class FirstEntryService {
  constructor(
    private readonly logins: FirstEntryRepository,
    private readonly customers: CustomersRepository,
    private readonly codes: OneTimeCodesService,
    private readonly mailer: Mailer,
  ) {}

  async state(loginId: number, clientenro: number): Promise<FirstEntryState> {
    const login = await this.login(loginId);
    const customer = orNotFound(await this.customers.findByNumber(clientenro));
    return {
      entry: login.entry,
      email: maskEmail(login.email),
      phones: customer.phones,
      birthDateSet: customer.fecha_nac !== null,
    };
  }

  async sendCode(loginId: number, clientenro: number): Promise<FirstEntryState> {
    const login = await this.loginAtStep(loginId, FIRST_ENTRY_STEPS.code);
    const { code, ttlMinutes } = await this.codes.issue(FIRST_ENTRY_PURPOSE, codeSubject(login.id));
    await this.mailer.send(firstEntryCodeMail(login.email, code, ttlMinutes));
    return this.state(loginId, clientenro);
  }

  async validateCode(loginId: number, clientenro: number, code: string): Promise<FirstEntryState> {
    const login = await this.loginAtStep(loginId, FIRST_ENTRY_STEPS.code);
    await this.codes.consume(FIRST_ENTRY_PURPOSE, codeSubject(login.id), code);
    await this.advance(login.id, FIRST_ENTRY_STEPS.code, FIRST_ENTRY_STEPS.contactData);
    return this.state(loginId, clientenro);
  }

  async confirmContactData(loginId: number, clientenro: number): Promise<FirstEntryState> {
    const login = await this.loginAtStep(loginId, FIRST_ENTRY_STEPS.contactData);
    const customer = orNotFound(await this.customers.findByNumber(clientenro));
    const fields: Record<string, string> = {};
    if (customer.phones.length === 0) fields.phones = apiMessages.firstEntryPhoneMissing;
    if (!customer.fecha_nac) fields.birthday = messages.firstEntryBirthDateMissing;
    else {
      const problem = birthDateMessage(checkBirthDate(customer.fecha_nac));
      if (problem) fields.birthday = problem;
    }
    if (Object.keys(fields).length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        statusCode: 422,
        message: Object.values(fields)[0],
        fields,
      });
    }
    await this.advance(login.id, FIRST_ENTRY_STEPS.contactData, FIRST_ENTRY_STEPS.password);
    return this.state(loginId, clientenro);
  }

  private async login(loginId: number): Promise<FirstEntryLogin> {
    const login = await this.logins.find(loginId);
    if (!login) throw new AppError('SESSION_EXPIRED');
    return login;
  }

  private async loginAtStep(loginId: number, step: number): Promise<FirstEntryLogin> {
    const login = await this.login(loginId);
    if (login.entry !== step) throw new AppError('CONFLICT', { message: apiMessages.firstEntryStepDone });
    return login;
  }

  private async advance(loginId: number, from: number, to: number): Promise<void> {
    if (!(await this.logins.advance(loginId, from, to))) {
      throw new AppError('CONFLICT', { message: apiMessages.firstEntryStepDone });
    }
  }
}
