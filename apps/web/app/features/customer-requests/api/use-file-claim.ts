// Its own module, loaded with the claim dialog: the section's page does not download useMutation.
import type { ClaimBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { fileClaim } from './customer-requests-api';

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
