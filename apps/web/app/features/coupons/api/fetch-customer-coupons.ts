import { couponsApi } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

/** GET /api/customer/{clientenro}/cupones/: the customer's coupons and how many are usable. */
export function fetchCustomerCoupons(api: ApiClient, clientenro: number | string, signal?: AbortSignal) {
  return api.call(couponsApi.listCustomerCoupons, { params: { clientenro }, auth: true, signal });
}
