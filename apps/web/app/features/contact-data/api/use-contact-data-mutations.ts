// The contact data editor's saves as TanStack Query mutations; each answer goes into the customer's cache.
import type { CustomerUpdate, DataClient, FirstEntryContact, UpdatePassword } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api/use-api-client';
import {
  confirmEmailChange,
  requestEmailChange,
  updateCustomer,
  updateFirstEntryContact,
  updatePassword,
} from './contact-data-api';

/** One update body; the form sends its bodies one at a time and in order. */
export function useUpdateCustomer(customer: number | string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate): Promise<DataClient> => updateCustomer(api, customer, body),
  });
}

/** The first-entry wizard's update: the answer holds only the phones and the birth date. */
export function useUpdateFirstEntryContact(customer: number) {
  const api = useApiClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate): Promise<FirstEntryContact> =>
      updateFirstEntryContact(api, customer, body),
  });
}

export function useUpdatePassword(clientenro: number | string | undefined) {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: UpdatePassword) => updatePassword(api, clientenro!, body) });
}

export function useRequestEmailChange(clientenro: number | string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ email, currentPassword }: { email: string; currentPassword: string }) =>
      requestEmailChange(api, clientenro, email, currentPassword),
  });
}

export function useConfirmEmailChange(clientenro: number | string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) =>
      confirmEmailChange(api, clientenro, email, code),
  });
}
