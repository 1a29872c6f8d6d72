// Its own module, loaded with the wifi form: Mis servicios does not download useMutation.
import type { WifiChangeBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { requestWifiChange } from './wifi-api';

/** Asks for the change with one key per submission of this service's form, kept across its retries. */
export function useRequestWifiChange(clientenro: number | string, serviceId: number) {
  const api = useApiClient();
  const submission = `wifi-${serviceId}`;
  return useMutation({
    mutationFn: (body: WifiChangeBody) =>
      requestWifiChange(api, clientenro, serviceId, body, submissionKey(submission, body)),
    onSuccess: () => submissionDone(submission),
  });
}
