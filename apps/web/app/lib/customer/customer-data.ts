import { sessionApi } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

/** GET /api/customer/{clientenro}/: the dataClient of the logged-in customer. */
export function fetchDataClient(api: ApiClient, clientenro: number | string, signal?: AbortSignal) {
  return api.call(sessionApi.getDataClient, { params: { clientenro }, auth: true, signal });
}
