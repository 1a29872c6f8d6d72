// The registrations queue (issue #31 §3): approving a self-registration creates (or links, by DNI) the
// customer record and creates the login with the password the person chose, its first entry pending, and
// mails the welcome; rejecting mails the reason. The request closes first, conditionally, so parallel
// approvals make one login and one mail; everything else, the audit entry included, commits with it.
import type { RegistrationItem, RegistrationState } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../infrastructure/db/schema.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError, isAppError, orNotFound } from '../../lib/app-error.js';
import type { AuditActor, AuditLogRepository } from '../staff/index.js';
import { recordChange } from './audit-entry.js';
import { rejectionMail, welcomeMail } from './registration-mails.js';
import {
  addressLine,
  parseRegistration,
  withoutPassword,
  type StoredRegistration,
} from './registration-payload.js';
import type { CustomerRef, RegistrationRow, RegistrationsRepository } from './registrations-repository.js';

const DECIDED = 'Otra persona ya resolvió esta solicitud. Volvé a cargar la lista.';
const NO_PASSWORD =
  'Esta solicitud no guardó la contraseña elegida: rechazala y pedile a la persona que se registre de nuevo.';
const emailTaken = (email: string) =>
  `Ya hay un usuario con el email ${email}. Rechazá la solicitud o cambiá el email de ese usuario.`;

function stateOf(row: RegistrationRow): RegistrationState {
  if (row.isOpen) return 'pending';
  return row.status === 'rejected' ? 'rejected' : 'approved';
}

function toItem(
  row: RegistrationRow,
  person: StoredRegistration,
  existing: CustomerRef | undefined,
): RegistrationItem {
  return {
    number: row.number,
    createdAt: row.createdAt,
    state: stateOf(row),
    name: `${person.name} ${person.surName}`.trim(),
    dni: person.dni,
    email: person.email,
    phone: person.phone,
    address: addressLine(person.address),
    birthDate: person.birthdate,
    existingCustomer: existing ? { customerNumber: existing.cliente, name: existing.name } : null,
    customerNumber: row.customerNumber,
  };
}

export interface RegistrationsDeps {
  registrations: RegistrationsRepository;
  audit: AuditLogRepository;
  outbox: OutboxWriter;
  /** Where the portal is reached, for the welcome mail. */
  publicUrl: () => string;
}

export class RegistrationsService {
  constructor(private readonly deps: RegistrationsDeps) {}

  async list(state: RegistrationState): Promise<RegistrationItem[]> {
    const rows = await this.deps.registrations.list(state);
    const people = rows.map((row) => parseRegistration(row.payload));
    const existing = await this.deps.registrations.customersByDni(
      state === 'pending' ? [...new Set(people.map((p) => p.dni).filter(Boolean))] : [],
    );
    return rows.map((row, i) => {
      const person = people[i] as StoredRegistration;
      return toItem(row, person, existing.get(person.dni));
    });
  }

  async approve(number: string, actor: AuditActor): Promise<RegistrationItem> {
    try {
      return await this.#approve(number, actor);
    } catch (error) {
      // Another registration with the same email was approved in parallel: the logins' unique index refused
      // this one after the check inside the transaction, and nothing of it was committed.
      const row = isAppError(error) ? undefined : await this.deps.registrations.find(number);
      const email = row?.isOpen ? parseRegistration(row.payload).email.trim().toLowerCase() : '';
      if (email && (await this.deps.registrations.loginExists(email))) {
        throw new AppError('CONFLICT', { message: emailTaken(email) });
      }
      throw error;
    }
  }

  async #approve(number: string, actor: AuditActor): Promise<RegistrationItem> {
    const { registrations, outbox, audit } = this.deps;
    return registrations.transaction(async (trx) => {
      const { row, person } = await this.#claim(number, 'resolved', trx);
      const passwordHash = person.password_hash;
      if (!passwordHash) throw new AppError('CONFLICT', { message: NO_PASSWORD });
      const email = person.email.trim().toLowerCase();
      if (await registrations.loginExists(email, trx)) {
        throw new AppError('CONFLICT', { message: emailTaken(email) });
      }
      const linked = (await registrations.customersByDni([person.dni], trx)).get(person.dni);
      const customer = linked ?? (await registrations.createCustomer({ ...person, email }, trx));
      const loginId = await registrations.createLogin(email, passwordHash, customer.id, trx);
      await registrations.settle(row.id, customer.id, withoutPassword(person), trx);
      await outbox.insert(
        trx,
        welcomeMail({ to: email, name: person.name, number }, `${this.deps.publicUrl()}/`),
      );
      const after = toItem(
        { ...row, isOpen: false, status: 'resolved', customerNumber: customer.cliente },
        person,
        undefined,
      );
      await recordChange(
        audit,
        actor,
        {
          action: 'registration.approve',
          entity: 'registration',
          entityId: number,
          before: toItem(row, person, linked),
          after: { ...after, loginId, linkedExistingCustomer: linked !== undefined },
        },
        trx,
      );
      return after;
    });
  }

  async reject(number: string, reason: string, actor: AuditActor): Promise<RegistrationItem> {
    const { registrations, outbox, audit } = this.deps;
    return registrations.transaction(async (trx) => {
      const { row, person } = await this.#claim(number, 'rejected', trx);
      await registrations.settle(row.id, null, withoutPassword(person), trx);
      await outbox.insert(trx, rejectionMail({ to: person.email, name: person.name, number }, reason));
      const after = toItem({ ...row, isOpen: false, status: 'rejected' }, person, undefined);
      await recordChange(
        audit,
        actor,
        {
          action: 'registration.reject',
          entity: 'registration',
          entityId: number,
          before: toItem(row, person, undefined),
          after: { ...after, reason },
        },
        trx,
      );
      return after;
    });
  }

  /** Reads the request and closes it as `status`: 409 when it was already decided (here or in parallel). */
  async #claim(
    number: string,
    status: 'resolved' | 'rejected',
    trx: Transaction<Database>,
  ): Promise<{ row: RegistrationRow; person: StoredRegistration }> {
    const row = orNotFound(await this.deps.registrations.find(number, trx));
    if (!(await this.deps.registrations.close(row.id, status, trx))) {
      throw new AppError('CONFLICT', { message: DECIDED });
    }
    return { row, person: parseRegistration(row.payload) };
  }
}
