// Assistance requests (POST /api/service/create/crm/): stored as a request staff can work, and mailed to
// the staff mailbox. The customer number is not proof of identity, so the answer never says whether it
// exists; staff call the holder back on the numbers on file.
import {
  ACCOUNT_REQUEST_TYPE_LABELS,
  ACCOUNT_REQUEST_TYPES,
  CRM_CODE_SUMMARIES,
  type CrmRequest,
} from '@portal/domain';
import type { Mailer } from '../../infrastructure/mail/mailer.js';
import type { CustomersRepository } from '../auth/index.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { StoredRequest } from './request-number.js';
import type { RequestsRepository } from './requests-repository.js';
import { staffRequestMail } from '../../infrastructure/mail/mail-templates.js';

export class AssistanceService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly requests: RequestsRepository,
    private readonly mailer: Mailer,
    private readonly companyCode: number,
    private readonly staffEmail: string,
  ) {}

  /** `recordAnswer`: the Idempotency-Key's answer, committed with the request. */
  async create(
    body: CrmRequest,
    meta: { ip: string },
    recordAnswer?: RecordAnswer<StoredRequest>,
  ): Promise<string> {
    const customer = await this.customers.findByNumber(body.clientenro);
    const type = ACCOUNT_REQUEST_TYPES.assistance;
    const payload = {
      crmcodigo: body.crmcodigo,
      crmobs: body.crmobs,
      clientenro: body.clientenro,
      company: body.company,
      known_customer: customer !== undefined,
      ip: meta.ip,
    };
    const stored = await this.requests.create(
      {
        type,
        companyCode: this.companyCode,
        customerId: customer?.id ?? null,
        email: null,
        summary: `${CRM_CODE_SUMMARIES[body.crmcodigo] ?? body.crmcodigo} - cliente ${body.clientenro}`,
        payload,
      },
      recordAnswer,
    );
    const title = ACCOUNT_REQUEST_TYPE_LABELS[type];
    await this.mailer.send(staffRequestMail(this.staffEmail, title, stored.number, payload));
    return stored.number;
  }
}
