// 'Pedir la supresión de mis datos' (issue #32 §4, Ley 25.326 art. 16): files a request of class 'datos' (5
// business days) for the desk, one open at a time per customer record, with the person's receipt and the staff
// notice written to the outbox in the request's transaction, so neither a retry nor a parallel press mails twice.
import {
  ACCOUNT_REQUEST_TYPE_LABELS,
  ACCOUNT_REQUEST_TYPES,
  type DataSuppressionFiled,
} from '@portal/domain';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { OutboxWriter } from '../../infrastructure/mail/outbox-writer.js';
import { AppError, orNotFound } from '../../lib/app-error.js';
import { dueDateFor } from '../../lib/legal-clock.js';
import type { CustomersRepository } from '../auth/index.js';
import type { RequestsRepository } from '../requests/index.js';
import type { PersonalDataRepository } from './personal-data-repository.js';
import { suppressionReceiptMail, suppressionStaffMail } from './suppression-mails.js';
import type { SuppressionRepository } from './suppression-repository.js';

const TYPE = ACCOUNT_REQUEST_TYPES.dataSuppression;

function alreadyOpen(number: string): AppError {
  return new AppError('CONFLICT', {
    message: `Ya tenés un pedido de supresión en curso, con el número ${number}. Te vamos a responder por email.`,
  });
}

export interface SuppressionDeps {
  customers: CustomersRepository;
  people: PersonalDataRepository;
  suppressions: SuppressionRepository;
  requests: RequestsRepository;
  outbox: OutboxWriter;
  mailer: Mailer;
  companyCode: number;
  staffEmail: string;
}

export class SuppressionService {
  constructor(private readonly deps: SuppressionDeps) {}

  /** The route has checked that the session owns `cliente`; the receipt goes to the login's email. */
  async request(
    loginId: number,
    cliente: number,
    recordAnswer?: RecordAnswer<DataSuppressionFiled>,
    now: Date = new Date(),
  ): Promise<DataSuppressionFiled> {
    const { customers, people, suppressions, requests, outbox, mailer } = this.deps;
    const customer = orNotFound(await customers.findByNumber(cliente));
    const { email } = orNotFound(await people.login(loginId));
    const open = await suppressions.openFor(customer.id);
    if (open) throw alreadyOpen(open.number);
    const dueDate = dueDateFor(now, 'datos');
    const request = {
      type: TYPE,
      companyCode: this.deps.companyCode,
      customerId: customer.id,
      email,
      summary: ACCOUNT_REQUEST_TYPE_LABELS[TYPE],
      payload: { clientenro: cliente },
    };
    try {
      const stored = await requests.create(
        request,
        async (trx, created) => {
          await outbox.insert(trx, suppressionReceiptMail(email, customer.nombre, created.number, dueDate));
          await outbox.insert(
            trx,
            suppressionStaffMail(this.deps.staffEmail, created.number, cliente, dueDate),
          );
          await recordAnswer?.(trx, { number: created.number, dueDate });
        },
        now,
      );
      mailer.mailsCommitted();
      return { number: stored.number, dueDate };
    } catch (error) {
      // A parallel press won the one open slot (migration 0035's unique index): name its request.
      const winner = await suppressions.openFor(customer.id);
      if (winner) throw alreadyOpen(winner.number);
      throw error;
    }
  }
}
