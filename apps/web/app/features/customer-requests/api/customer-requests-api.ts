import { customerRequestsApi, type ClaimBody } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api/api-client';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';
import { useApiClient } from '~/lib/api/use-api-client';

/** GET /api/customer/{clientenro}/gestiones/ as a query; off until the customer is known. */
export function useCustomerRequests(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: customerRequestsQueryKey(clientenro),
    queryFn: ({ signal }) =>
      api.call(customerRequestsApi.listRequests, { params: { clientenro: clientenro! }, auth: true, signal }),
    enabled: enabled && clientenro !== undefined,
  });
}

/** POST /api/customer/{clientenro}/gestiones/: the claim's request number. */
export async function fileClaim(
  api: ApiClient,
  clientenro: number | string,
  body: ClaimBody,
  idempotencyKey: string,
): Promise<string> {
  const answer = await api.call(customerRequestsApi.fileClaim, {
    params: { clientenro },
    body,
    auth: true,
    idempotencyKey,
  });
  return answer.number;
}
