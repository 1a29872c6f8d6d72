// WiFi network changes (issue #11 §7): stored as a request staff (later a TR-069 adapter) carry out. The new
// password is sealed in the payload (ADR 0055) and never part of the summary the customer and staff lists show.
import { ACCOUNT_REQUEST_TYPES, type WifiChangeBody, type WifiService } from '@portal/domain';
import { AppError, orNotFound } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { CustomersRepository } from '../auth/index.js';
import type { RecordAnswer } from '../../infrastructure/db/idempotency-keys-repository.js';
import type { InternetServicesRepository } from './internet-services-repository.js';
import type { StoredRequest } from './request-number.js';
import type { RequestsRepository } from './requests-repository.js';

export class WifiChangeService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly internetServices: InternetServicesRepository,
    private readonly requests: RequestsRepository,
    private readonly passwords: SecretBox,
    private readonly companyCode: number,
  ) {}

  private async customerId(cliente: number): Promise<number> {
    const customer = orNotFound(await this.customers.findByNumber(cliente));
    return customer.id;
  }

  /** The route has checked that the session owns `cliente`. */
  async wifiServices(cliente: number): Promise<WifiService[]> {
    return this.internetServices.listForCustomer(await this.customerId(cliente));
  }

  /** `recordAnswer`: the Idempotency-Key's answer, committed with the request. */
  async requestChange(
    cliente: number,
    serviceId: number,
    body: WifiChangeBody,
    recordAnswer?: RecordAnswer<StoredRequest>,
  ): Promise<string> {
    const customerId = await this.customerId(cliente);
    const service = await this.internetServices.findForCustomer(serviceId, customerId);
    if (!service) throw new AppError('NOT_FOUND', { message: 'No encontramos ese servicio de Internet.' });
    const stored = await this.requests.create(
      {
        type: ACCOUNT_REQUEST_TYPES.wifiChange,
        companyCode: this.companyCode,
        customerId,
        email: null,
        summary: `${service.producto}: nombre de red "${body.ssid}" y contraseña nueva`,
        payload: {
          clientenro: cliente,
          serviceId: service.id,
          producto: service.producto,
          ssid: body.ssid,
          sealedPassword: this.passwords.seal(body.password),
        },
      },
      recordAnswer,
    );
    return stored.number;
  }
}
