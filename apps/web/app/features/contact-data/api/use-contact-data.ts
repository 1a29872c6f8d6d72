import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@portal/domain';
import { useCallback } from 'react';
import { fetchDataClient } from '~/lib/customer/customer-data';
import { useApiClient } from '~/lib/api/use-api-client';

/** Same key as the account greeting's query: one cache entry per customer, refreshed by every save. */
const dataClientKey = (clientenro: number | string) => ['customer', String(clientenro), 'dataClient'];

export function useContactData(clientenro: number | string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: dataClientKey(clientenro ?? ''),
    queryFn: ({ signal }) => fetchDataClient(api, clientenro!, signal),
    enabled: clientenro !== undefined,
  });
}

/** Puts the server's answer to an update into the cache, so every view shows the saved data at once. */
export function useStoreDataClient() {
  const queryClient = useQueryClient();
  return useCallback(
    (data: DataClient) => queryClient.setQueryData(dataClientKey(data.cliente), data),
    [queryClient],
  );
}
