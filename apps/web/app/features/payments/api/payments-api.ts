import { paymentsApi, COMPANY_TAG, type PaymentRequest } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

const query = { empresa: COMPANY_TAG } as const;

/** GET /api/customer/{clientenro}/facturas/: every invoice with the payment condition. */
export function fetchInvoices(api: ApiClient, clientenro: number | string, signal?: AbortSignal) {
  return api.call(paymentsApi.listInvoices, { params: { clientenro }, auth: true, signal });
}

/** POST /api/payments/check-url/: the open payment link of the customer, or null (204). */
export function checkPaymentUrl(api: ApiClient, nro: number | string, signal?: AbortSignal) {
  return api.call(paymentsApi.checkPaymentUrl, { query, body: { nro: Number(nro) }, auth: true, signal });
}

/** POST /api/payments/payment-request/: creates the link; the key makes a retry return the same link. */
export function createPaymentRequest(api: ApiClient, body: PaymentRequest, idempotencyKey: string) {
  return api.call(paymentsApi.createPaymentRequest, { query, body, auth: true, idempotencyKey });
}

/** DELETE /api/payments/{id}/: 204 once the pending link is gone. */
export function deletePaymentLink(api: ApiClient, id: string) {
  return api.call(paymentsApi.deletePaymentLink, { params: { id }, auth: true });
}

/** POST /api/payments/{id}/verificar/: asks the gateway and applies an approved payment. */
export function verifyPayment(api: ApiClient, id: string) {
  return api.call(paymentsApi.verifyPayment, { params: { id }, auth: true });
}
