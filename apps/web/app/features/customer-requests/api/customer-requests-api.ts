import { customerRequestsApi, type ClaimBody } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/lib/api-client';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';
import { submissionDone, submissionKey } from '~/lib/submission-key';
import { useApiClient } from '~/lib/use-api-client';

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
async function fileClaim(
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

/** The form name of the claim's Idempotency-Key (lib/submission-key). */
const CLAIM_SUBMISSION = 'customer-claim';

/** Files a claim with one key per submission, kept across its retries. */
export function useFileClaim(clientenro: number | string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: ClaimBody) => fileClaim(api, clientenro, body, submissionKey(CLAIM_SUBMISSION, body)),
    onSuccess: () => submissionDone(CLAIM_SUBMISSION),
  });
}
