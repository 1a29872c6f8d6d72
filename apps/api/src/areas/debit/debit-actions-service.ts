// Account modal 4's actions (issue #14, spec §3, §4): register a card or a CBU for automatic debit, replacing
// the registration in force, or cancel it. Each change stores the consent the person gave (the very text the
// wizard showed, with time, IP and user agent) and writes its confirmation mail in the same transaction. The
// number is sealed before it is stored and never answered, logged or mailed: only the last four travel.
import {
  apiMessages,
  debitCancelConsentText,
  debitRegisterConsentText,
  formatDateTime,
  maskedCard,
  maskedCbu,
  messages,
  type AutomaticDebit,
  type DebitCard,
  type DebitCbu,
  type DebitStatus,
} from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import type { DebitSealer } from './debit-sealer.js';
import type { CustomerRow, CustomersRepository } from '../auth/index.js';
import type {
  DebitInForceRow,
  DebitRegistrationsRepository,
  NewDebitRegistration,
  OnDebitChange,
} from './debit-registrations-repository.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { debitMail, type DebitMailKind } from './debit-mails.js';
import type { CheckedRegistration, DebitRegistrationRules } from './debit-registration-rules.js';
import { toDebitStatus } from './debit-status.js';

/** Who gave the consent, from the request. */
export interface ConsentOrigin {
  ip: string;
  userAgent: string | null;
}

/** How many times a registration that lost the active place to a parallel one is tried again. */
const REGISTER_RETRIES = 1;

function maskedOf(row: DebitInForceRow): string {
  return row.kind === 'cbu' ? maskedCbu(row.cbu_last4 ?? '') : maskedCard(row.card_last4 ?? '');
}

export class DebitActionsService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly registrations: DebitRegistrationsRepository,
    private readonly rules: DebitRegistrationRules,
    private readonly sealer: DebitSealer,
    private readonly outbox: OutboxWriter,
    private readonly mailer: Mailer,
  ) {}

  /** `owned`: the session's customer numbers; another customer's `clienteNro` is refused (403). */
  async act(
    owned: readonly number[],
    body: AutomaticDebit,
    origin: ConsentOrigin,
    recordAnswer?: RecordAnswer<DebitStatus>,
    now: Date = new Date(),
  ): Promise<DebitStatus> {
    if (!owned.includes(body.clienteNro)) throw new AppError('FORBIDDEN');
    const customer = await this.customers.findByNumber(body.clienteNro);
    if (!customer) throw new AppError('FORBIDDEN');
    return body.actionsDebit === 1
      ? this.cancel(customer, origin, now, recordAnswer)
      : this.register(customer, body, origin, now, recordAnswer);
  }

  private async register(
    customer: CustomerRow,
    body: DebitCard | DebitCbu,
    origin: ConsentOrigin,
    now: Date,
    recordAnswer: RecordAnswer<DebitStatus> | undefined,
  ): Promise<DebitStatus> {
    const checked = await this.rules.check(body);
    const registration = this.toNewRegistration(customer.id, checked);
    const consent = {
      ...origin,
      text: debitRegisterConsentText({
        method: checked.methodName,
        masked: checked.masked,
        holder: checked.holderName,
      }),
    };
    const onChange: OnDebitChange = async (trx, change) => {
      const kind: DebitMailKind = change.replaced ? 'change' : 'registration';
      await this.mail(trx, customer, kind, checked.methodName, checked.masked, now);
      await recordAnswer?.(trx, toDebitStatus(change.registration));
    };
    for (let attempt = 0; attempt <= REGISTER_RETRIES; attempt++) {
      const created = await this.registrations.register(registration, consent, now, onChange);
      if (created) {
        this.mailer.mailsCommitted();
        return toDebitStatus(created);
      }
    }
    throw new AppError('CONFLICT', { message: apiMessages.debitChangedMeanwhile });
  }

  private async cancel(
    customer: CustomerRow,
    origin: ConsentOrigin,
    now: Date,
    recordAnswer: RecordAnswer<DebitStatus> | undefined,
  ): Promise<DebitStatus> {
    const none: DebitStatus = { kind: 'none' };
    const cancelled = await this.registrations.cancel(
      customer.id,
      (row) => ({
        ...origin,
        text: debitCancelConsentText({ method: row.method ?? '', masked: maskedOf(row) }),
      }),
      now,
      async (trx, change) => {
        const row = change.registration;
        await this.mail(trx, customer, 'cancellation', row.method ?? '', maskedOf(row), now);
        await recordAnswer?.(trx, none);
      },
    );
    if (!cancelled) throw new AppError('NOT_FOUND', { message: messages.debitNotRegistered });
    this.mailer.mailsCommitted();
    return none;
  }

  private toNewRegistration(customerId: number, checked: CheckedRegistration): NewDebitRegistration {
    const { sealed, keyId } = this.sealer.seal(checked.kind, checked.number);
    return {
      customerId,
      medCobroId: checked.medCobroId,
      bancoId: checked.bancoId,
      card: checked.card && { ...checked.card, last4: checked.last4 },
      cbuLast4: checked.kind === 'cbu' ? checked.last4 : null,
      sealedNumber: sealed,
      sealingKeyId: keyId,
      holderName: checked.holderName,
      holderId: checked.holderId,
    };
  }

  private async mail(
    trx: Parameters<OnDebitChange>[0],
    customer: CustomerRow,
    kind: DebitMailKind,
    method: string,
    masked: string,
    now: Date,
  ): Promise<void> {
    const to = customer.emailppl?.trim();
    if (!to) return;
    const subject = { method, masked, cliente: customer.cliente, when: formatDateTime(now) };
    await this.outbox.insert(trx, debitMail(to, customer.nombre, kind, subject));
  }
}
