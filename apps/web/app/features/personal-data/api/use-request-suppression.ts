// Its own module, loaded with the suppression dialog: the page does not download useMutation.
import { personalDataApi } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';

const SUPPRESSION_SUBMISSION = 'data-suppression';

/** POST .../mis-datos/supresion/ with one Idempotency-Key per confirmation, kept across its retries. */
export function useRequestSuppression(clientenro: number) {
  const api = useApiClient();
  return useMutation({
    mutationFn: () =>
      api.call(personalDataApi.requestDataSuppression, {
        params: { clientenro },
        auth: true,
        idempotencyKey: submissionKey(SUPPRESSION_SUBMISSION, { clientenro }),
      }),
    onSuccess: () => submissionDone(SUPPRESSION_SUBMISSION),
  });
}
