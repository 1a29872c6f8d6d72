import { wifiApi, type WifiChangeBody } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { useApiClient } from '~/lib/api/use-api-client';

/** GET /api/customer/{clientenro}/servicios/wifi/: the internet services whose network can change. */
export function useWifiServices(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['customer', String(clientenro), 'wifi-services'],
    queryFn: ({ signal }) =>
      api.call(wifiApi.listWifiServices, {
        params: { clientenro: clientenro! },
        auth: true,
        signal,
      }),
    enabled: enabled && clientenro !== undefined,
  });
}

/** POST /api/customer/{clientenro}/servicios/{serviceId}/wifi/: the change's request number. */
export async function requestWifiChange(
  api: ApiClient,
  clientenro: number | string,
  serviceId: number,
  body: WifiChangeBody,
  idempotencyKey: string,
): Promise<string> {
  const answer = await api.call(wifiApi.requestWifiChange, {
    params: { clientenro, serviceId },
    body,
    auth: true,
    idempotencyKey,
  });
  return answer.number;
}
