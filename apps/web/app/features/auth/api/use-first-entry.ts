// The first-entry wizard's steps as TanStack Query mutations (the wizard lives in the account area's client).
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api/use-api-client';
import {
  confirmFirstEntryData,
  sendFirstEntryCode,
  setFirstEntryPassword,
  validateFirstEntryCode,
} from './first-entry-api';

export function useSendFirstEntryCode(clientenro: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: () => sendFirstEntryCode(api, clientenro) });
}

export function useValidateFirstEntryCode(clientenro: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: (code: string) => validateFirstEntryCode(api, clientenro, code) });
}

export function useConfirmFirstEntryData(clientenro: number) {
  const api = useApiClient();
  return useMutation({ mutationFn: () => confirmFirstEntryData(api, clientenro) });
}

export function useSetFirstEntryPassword(clientenro: number) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ password, repeat }: { password: string; repeat: string }) =>
      setFirstEntryPassword(api, clientenro, password, repeat),
  });
}
