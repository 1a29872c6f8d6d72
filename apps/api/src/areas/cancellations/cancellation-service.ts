// Baja and arrepentimiento without an account (issue #32 §1, ADR 0106). Step one mails a code to the email on
// file when the document and customer number match a record with one; whatever the data, it stores a check,
// issues a code and answers the same shape, so nothing tells who is a customer. Step two files the request:
// verified by that code, or unverified with a contact phone for staff to confirm. Either way it gets its
// number at once, its register line and a mail with the number.
import {
  cancellationConfirmation,
  checkRegretWindow,
  cancellationMessages,
  holderDocumentKey,
  MESSAGE_TYPES,
  todayInUshuaia,
  toIsoDate,
  type CancellationCheckAnswer,
  type CancellationKind,
  type FiledCancellation,
  type ServiceOption,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Mailer, MailMessage } from '../../infrastructure/mail/mailer.js';
import { AppError } from '../../lib/app-error.js';
import { maskEmail } from '../../lib/mask-email.js';
import type { CustomerRow, CustomersRepository, OneTimeCodesService } from '../auth/index.js';
import type { NewRequest } from '../requests/index.js';
import type { CancellationChecksRepository } from './cancellation-checks-repository.js';
import type { CancellationFilingsRepository } from './cancellation-filings-repository.js';
import { cancellationCodeMail, cancellationNumberMail, cancellationStaffMail } from './cancellation-mails.js';

const CODE_PURPOSE = 'cancellation';

interface HolderData {
  tipo: CancellationKind;
  documento: string;
  clienteNro: string;
  servicio: ServiceOption;
  fechaContrato?: string | undefined;
}

export interface UnverifiedFilingInput extends HolderData {
  sinVerificar: true;
  nombre: string;
  telefono: string;
  email: string;
}

export type FilingInput = { verificationId: string; code: string } | UnverifiedFilingInput;

export interface CancellationServiceDeps {
  checks: CancellationChecksRepository;
  filings: CancellationFilingsRepository;
  customers: CustomersRepository;
  codes: OneTimeCodesService;
  mailer: Mailer;
  companyCode: number;
  staffEmail: string;
}

/** Who the request is about and where its number goes. */
interface Filing {
  data: HolderData;
  verified: boolean;
  customer: CustomerRow | undefined;
  name: string;
  email: string;
  phone: string | null;
}

const sameHolder = (filed: string, given: string) => {
  const key = holderDocumentKey(given);
  return key !== null && key === holderDocumentKey(filed);
};

/** An arrepentimiento is refused once its 10 calendar days are over, also between the two steps. */
function refuseLateRegret(kind: CancellationKind, contractDate: string | null | undefined, now: Date): void {
  if (kind !== 'arrepentimiento') return;
  if (contractDate && checkRegretWindow(contractDate, todayInUshuaia(now)) === 'ok') return;
  throw new AppError('VALIDATION_ERROR', { fields: { fechaContrato: cancellationMessages.regretExpired } });
}

export class CancellationService {
  constructor(private readonly deps: CancellationServiceDeps) {}

  async requestCode(data: HolderData): Promise<CancellationCheckAnswer> {
    const record = await this.deps.customers.findByNumber(Number(data.clienteNro));
    const holder = record && sameHolder(record.dni, data.documento) ? record : undefined;
    const email = holder?.emailppl ?? null;
    const verificationId = await this.deps.checks.create({
      customerId: holder?.id ?? null,
      kind: data.tipo,
      service: data.servicio,
      document: data.documento,
      customerNumber: data.clienteNro,
      contractDate: data.tipo === 'arrepentimiento' ? (data.fechaContrato ?? null) : null,
    });
    // Issued for a miss too (never mailed), so a miss does the same work as a match.
    const { code, ttlMinutes } = await this.deps.codes.issue(CODE_PURPOSE, verificationId);
    if (email) await this.deps.mailer.send(cancellationCodeMail(email, data.tipo, code, ttlMinutes));
    return { verificationId, maskedEmail: email ? maskEmail(email) : null };
  }

  async file(
    input: FilingInput,
    recordAnswer?: RecordAnswer<FiledCancellation>,
    now: Date = new Date(),
  ): Promise<FiledCancellation> {
    const filing = 'sinVerificar' in input ? this.unverified(input, now) : await this.verified(input, now);
    return this.store(filing, recordAnswer, now);
  }

  private unverified(input: UnverifiedFilingInput, now: Date): Filing {
    refuseLateRegret(input.tipo, input.fechaContrato, now);
    return {
      data: input,
      verified: false,
      customer: undefined,
      name: input.nombre,
      email: input.email,
      phone: input.telefono,
    };
  }

  private async verified(input: { verificationId: string; code: string }, now: Date): Promise<Filing> {
    const check = await this.deps.checks.find(input.verificationId);
    if (!check) throw new AppError('CODE_EXPIRED', { message: cancellationMessages.verificationExpired });
    const kind = check.kind as CancellationKind;
    refuseLateRegret(kind, check.contractDate, now);
    await this.deps.codes.consume(CODE_PURPOSE, check.id, input.code);
    const customer = check.customerId ? await this.deps.customers.findById(check.customerId) : undefined;
    // A miss's code was never mailed: guessing it right still files nothing as verified.
    if (!customer?.emailppl) throw new AppError('CODE_INVALID');
    return {
      data: {
        tipo: kind,
        documento: check.document,
        clienteNro: check.customerNumber,
        servicio: check.service as ServiceOption,
        fechaContrato: check.contractDate ?? undefined,
      },
      verified: true,
      customer,
      name: customer.nombre,
      email: customer.emailppl,
      phone: null,
    };
  }

  private async store(
    filing: Filing,
    recordAnswer: RecordAnswer<FiledCancellation> | undefined,
    now: Date,
  ): Promise<FiledCancellation> {
    const { data, verified } = filing;
    const chargesStopOn = toIsoDate(todayInUshuaia(now));
    const filedAs = (number: string): FiledCancellation => ({
      number,
      kind: data.tipo,
      verified,
      chargesStopOn,
      confirmation: cancellationConfirmation(data.tipo, verified, chargesStopOn),
    });
    const fields: Record<string, string> = {
      name: filing.name,
      email: filing.email,
      ...(filing.phone ? { phone: filing.phone } : {}),
      dni: data.documento,
      client_id: data.clienteNro,
      service: data.servicio,
      ...(data.fechaContrato ? { contract_date: data.fechaContrato } : {}),
      verification: verified ? 'código por email' : 'sin verificar',
    };
    const request: NewRequest = {
      type: data.tipo === 'baja' ? MESSAGE_TYPES.cancellation : MESSAGE_TYPES.regret,
      companyCode: this.deps.companyCode,
      customerId: filing.customer?.id ?? null,
      email: filing.email,
      summary: `${data.tipo === 'baja' ? 'Baja' : 'Arrepentimiento'}: ${data.servicio}, cliente ${data.clienteNro}${verified ? '' : ' (sin verificar)'}`,
      payload: fields,
      verified,
    };
    const mails = (number: string): MailMessage[] => [
      cancellationStaffMail(this.deps.staffEmail, filedAs(number), fields),
      cancellationNumberMail(filing.email, filing.name, filedAs(number)),
    ];
    const filed = await this.deps.filings.store(
      request,
      mails,
      (stored) => filedAs(stored.number),
      recordAnswer,
      now,
    );
    this.deps.mailer.mailsCommitted();
    return filed;
  }
}
