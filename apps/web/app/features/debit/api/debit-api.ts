import { accountApi, debitApi, type AutomaticDebit, type BinCheckRequest } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

/** GET /api/debito-automatico/listas/: the active banks and payment methods of the wizard. */
export function fetchReferenceLists(api: ApiClient, signal?: AbortSignal) {
  return api.call(debitApi.getReferenceLists, { signal });
}

/** POST /api/customer/bin/checker/: whether the card is prepaid and its currency, from its first digits only. */
export function checkCardBin(api: ApiClient, body: BinCheckRequest) {
  return api.call(debitApi.checkBin, { body, auth: true });
}

/** POST /api/customer/debito-automatico/acciones/: registers (actionsDebit 0) or cancels (1) the debit. */
export function sendDebitAction(api: ApiClient, body: AutomaticDebit, idempotencyKey: string) {
  return api.call(debitApi.debitAction, { body, auth: true, idempotencyKey });
}

/** GET /api/customer/{clientenro}/servicios/: Mis servicios' data, where the debit in force is read. */
export function fetchCustomerServices(api: ApiClient, clientenro: number, signal?: AbortSignal) {
  return api.call(accountApi.getCustomerServices, { params: { clientenro }, auth: true, signal });
}
