import { accountApi } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

/** GET /api/customer/{clientenro}/servicios/: services with prices, debit, debt and e-invoice. */
export function fetchCustomerServices(api: ApiClient, clientenro: number | string, signal?: AbortSignal) {
  return api.call(accountApi.getCustomerServices, { params: { clientenro }, auth: true, signal });
}

/** PUT /api/customer/{clientenro}/factura-electronica/: turns the electronic invoice on or off. */
export function updateElectronicInvoice(api: ApiClient, clientenro: number | string, enabled: boolean) {
  return api.call(accountApi.updateElectronicInvoice, {
    params: { clientenro },
    body: { enabled },
    auth: true,
  });
}
