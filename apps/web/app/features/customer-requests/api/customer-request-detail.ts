// Loaded with the request's dialog, not with Mis gestiones: the list page does not download this hook.
import { customerRequestDetailApi } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api/use-api-client';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';

/** Under the list's key, so invalidating the list after a claim or an answer refreshes an open request too. */
export function customerRequestQueryKey(clientenro: number, requestNumber: string) {
  return [...customerRequestsQueryKey(clientenro), requestNumber] as const;
}

/** GET /api/customer/{clientenro}/gestiones/{requestNumber}/: history, public replies, class and deadline. */
export function useCustomerRequest(clientenro: number, requestNumber: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: customerRequestQueryKey(clientenro, requestNumber),
    queryFn: ({ signal }) =>
      api.call(customerRequestDetailApi.getRequest, {
        params: { clientenro, requestNumber },
        auth: true,
        signal,
      }),
  });
}
