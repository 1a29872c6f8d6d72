// Registration (sign-up request): stored as a request with the address and map position for staff to
// set up, a confirmation mailed to the person and a copy to staff. The password is kept only as an argon2id
// hash, so staff can open the login without ever seeing it
// (docs/decisions/0033-masked-email-and-registration-password.md).
import { ACCOUNT_REQUEST_TYPE_LABELS, ACCOUNT_REQUEST_TYPES, type RegisterDraft } from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { LoginsRepository } from '../auth/index.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { StoredRequest } from './request-number.js';
import type { RequestsRepository } from './requests-repository.js';
import { registrationConfirmationMail, staffRequestMail } from '../../infrastructure/mail/mail-templates.js';

export class RegistrationService {
  constructor(
    private readonly logins: LoginsRepository,
    private readonly requests: RequestsRepository,
    private readonly mailer: Mailer,
    private readonly companyCode: number,
    private readonly staffEmail: string,
  ) {}

  /** `recordAnswer`: the Idempotency-Key's answer, committed with the request. */
  async register(draft: RegisterDraft, recordAnswer?: RecordAnswer<StoredRequest>): Promise<string> {
    const email = draft.email.trim().toLowerCase();
    if (await this.logins.existsByEmail(email)) throw new AppError('EMAIL_ALREADY_REGISTERED');
    const { password, repeatPassword: _repeat, ...person } = draft;
    const passwordHash = await hashPassword(password);
    const type = ACCOUNT_REQUEST_TYPES.registration;
    const stored = await this.requests.create(
      {
        type,
        companyCode: this.companyCode,
        customerId: null,
        email,
        summary: `${person.name} ${person.surName} - DNI ${person.dni}`,
        payload: { ...person, email, password_hash: passwordHash },
      },
      recordAnswer,
    );
    await this.mailer.send(registrationConfirmationMail(email, person.name, stored.number));
    // Staff get every field but the hash: it is for creating the login, not for reading.
    await this.mailer.send(
      staffRequestMail(this.staffEmail, ACCOUNT_REQUEST_TYPE_LABELS[type], stored.number, {
        ...person,
        email,
      }),
    );
    return stored.number;
  }
}
