import {
  cancellationsApi,
  type CancellationCheck,
  type CancellationFiling,
  type ContractAnswer,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { submissionKey, submissionDone } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';

export type CheckAnswer = ContractAnswer<typeof cancellationsApi.requestCancellationCode>;
export type FiledAnswer = ContractAnswer<typeof cancellationsApi.fileCancellation>;

const FORM = 'cancellation-without-account';

/** Step one: a code to the email on file (the answer looks the same when the data match nothing). */
export function useRequestCancellationCode() {
  const api = useApiClient();
  return useMutation(
    {
      mutationFn: (body: CancellationCheck): Promise<CheckAnswer> =>
        api.call(cancellationsApi.requestCancellationCode, { body }),
    },
    dialogQueryClient,
  );
}

/** Step two: files the request, verified by the code or unverified; one Idempotency-Key per submission. */
export function useFileCancellation() {
  const api = useApiClient();
  return useMutation(
    {
      mutationFn: async (body: CancellationFiling): Promise<FiledAnswer> => {
        const filed = await api.call(cancellationsApi.fileCancellation, {
          body,
          idempotencyKey: submissionKey(FORM, body),
        });
        submissionDone(FORM);
        return filed;
      },
    },
    dialogQueryClient,
  );
}
