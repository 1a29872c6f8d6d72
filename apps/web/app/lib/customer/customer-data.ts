import type { DataClient } from '@portal/domain';
import type { ApiClient } from '~/lib/api-client';

/** GET /api/customer/{clientenro}/: the dataClient of the logged-in customer. */
export function fetchDataClient(api: ApiClient, clientenro: number | string, signal?: AbortSignal) {
  return api.request<DataClient>(`/api/customer/${encodeURIComponent(String(clientenro))}/`, {
    auth: true,
    signal,
  });
}
