import { useQuery } from '@tanstack/react-query';
import { fetchDataClient } from '~/lib/customer/customer-data';
import { useApiClient } from '~/lib/api/use-api-client';

/** GET /api/customer/{clientenro}/ as a query; off while there is no customer or the API would refuse. */
export function useDataClient(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['customer', String(clientenro), 'dataClient'],
    queryFn: ({ signal }) => fetchDataClient(api, clientenro!, signal),
    enabled: enabled && clientenro !== undefined,
  });
}
