// Loaded with the answer form, only for a request that waits on the customer: other details skip useMutation.
import { customerRequestDetailApi } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { customerRequestsQueryKey } from '~/lib/customer/requests-query-key';
import { customerRequestQueryKey } from './customer-request-detail';

export interface RequestAnswer {
  texto: string;
  /** Up to MAX_CUSTOMER_ANSWER_FILES documents, sent as repeated `files` parts after the text. */
  files: readonly File[];
}

/** The submission's identity for its Idempotency-Key: the text and which files, not their bytes. */
function answerIdentity({ texto, files }: RequestAnswer) {
  return { texto, files: files.map((file) => [file.name, file.size, file.lastModified]) };
}

/**
 * POST .../respuestas/ with one key per submission, kept across its retries (a retry after a lost answer is
 * not filed twice). On success the dialog shows the answer the server sent back and the list refetches.
 */
export function useAnswerRequest(clientenro: number, requestNumber: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const form = `customer-request-answer:${requestNumber}`;
  return useMutation({
    mutationFn: (answer: RequestAnswer) => {
      const body = new FormData();
      body.append('texto', answer.texto);
      for (const file of answer.files) body.append('files', file, file.name);
      return api.call(customerRequestDetailApi.answerRequest, {
        params: { clientenro, requestNumber },
        body,
        auth: true,
        idempotencyKey: submissionKey(form, answerIdentity(answer)),
      });
    },
    onSuccess: (detail) => {
      submissionDone(form);
      queryClient.setQueryData(customerRequestQueryKey(clientenro, requestNumber), detail);
      void queryClient.invalidateQueries({ queryKey: customerRequestsQueryKey(clientenro), exact: true });
    },
  });
}
