// Contact data edits of the signed-in customer (spec §3, §5, §7): phones, birth date and second email. The
// body was validated against the shared schema; here it becomes one set of changes applied atomically.
import {
  FIRST_ENTRY_STEPS,
  messages,
  type CustomerUpdate,
  type DataClient,
  type FirstEntryContact,
  apiMessages,
} from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { ContactChanges, ContactDataRepository, PhoneReplacement } from './contact-data-repository.js';
import type { CustomersRepository } from '../auth/index.js';
import type { LoginsRepository } from '../auth/index.js';
import { toDataClient } from '../auth/index.js';
import type { ActiveSession } from '../auth/index.js';

const NEW_PHONE_KEY = /^phone-(\d+)$/;

/** phone-N / phone-N-old pairs of an 'update' body; an empty new value removes the phone. */
function phoneReplacements(body: Record<string, unknown>): PhoneReplacement[] {
  const replacements: PhoneReplacement[] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = NEW_PHONE_KEY.exec(key);
    if (!match) continue;
    const old = body[`phone-${match[1]}-old`];
    if (typeof old !== 'string' || old === '') {
      throw new AppError('VALIDATION_ERROR', { fields: { [`${key}-old`]: messages.required } });
    }
    const next = String(value);
    if (next !== old) replacements.push({ old, next: next === '' ? null : next });
  }
  return replacements;
}

export class ContactDataService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly contactData: ContactDataRepository,
    private readonly logins: LoginsRepository,
  ) {}

  async update(
    cliente: number,
    session: ActiveSession,
    body: CustomerUpdate,
  ): Promise<DataClient | FirstEntryContact> {
    if (session.scope !== 'full') await this.checkFirstEntryStep(session, body);
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    const changes: ContactChanges = {
      replacements: body.phoneAction === 'insert' ? [] : phoneReplacements(body),
      insert: body.phoneAction === 'insert' ? body.phone : undefined,
      fechaNac: body.birthday,
      email2: body.email2 === undefined ? undefined : body.email2 === '' ? null : body.email2.toLowerCase(),
    };
    await this.contactData.apply(customer.id, session.loginId, changes);
    const data = toDataClient((await this.customers.findByNumber(cliente))!);
    // Until the verification is done the token gets nothing but what the wizard shows (ADR 0036).
    if (session.scope !== 'full')
      return { cliente: data.cliente, telefono: data.telefono, fecha_nac: data.fecha_nac };
    return data;
  }

  /** The first-entry wizard sets phones and the birth date at its step 2, after proving the mailbox. */
  private async checkFirstEntryStep(session: ActiveSession, body: CustomerUpdate): Promise<void> {
    if (body.email2 !== undefined) throw new AppError('FIRST_ENTRY_PENDING');
    const login = await this.logins.findById(session.loginId);
    if (login?.entry !== FIRST_ENTRY_STEPS.contactData) {
      throw new AppError('CONFLICT', { message: apiMessages.firstEntryStepDone });
    }
  }
}
