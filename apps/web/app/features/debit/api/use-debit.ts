import type { AutomaticDebit, CustomerServicesOverview, DebitStatus } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDataClient } from '~/lib/customer/customer-data';
import { customerServicesQueryKey } from '~/lib/customer/services-query-key';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { checkCardBin, fetchCustomerServices, fetchReferenceLists, sendDebitAction } from './debit-api';

/** The form name of the Idempotency-Key store (lib/submission-key). */
const DEBIT_ACTION_FORM = 'debit-action';

/** Banks and payment methods change seldom: read once per account visit. */
export function useReferenceLists() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['debit-reference-lists'],
    queryFn: ({ signal }) => fetchReferenceLists(api, signal),
    staleTime: 10 * 60_000,
  });
}

/** The debit in force, from Mis servicios' data (the same query, so it is usually cached already). */
export function useDebitInForce(clientenro: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: customerServicesQueryKey(clientenro),
    queryFn: ({ signal }) => fetchCustomerServices(api, clientenro, signal),
    select: (overview) => overview.debito,
  });
}

/** The customer's name and DNI, offered as the holder's (the same query as the account home's, so cached). */
export function useCustomerHolder(clientenro: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['customer', String(clientenro), 'dataClient'],
    queryFn: ({ signal }) => fetchDataClient(api, clientenro, signal),
    select: (client) => ({
      name: `${client.nombre} ${client.apellido}`.trim(),
      dni: client.dni.replace(/\D/g, ''),
    }),
  });
}

export function useBinCheck() {
  const api = useApiClient();
  return useMutation({ mutationFn: (bin: string) => checkCardBin(api, { bin }) });
}

export function useDebitAction() {
  const api = useApiClient();
  return useMutation({
    // One key per confirmation: a retry of the same body reuses it, so a lost answer is not a second change.
    mutationFn: (body: AutomaticDebit) => sendDebitAction(api, body, submissionKey(DEBIT_ACTION_FORM, body)),
    onSuccess: () => submissionDone(DEBIT_ACTION_FORM),
  });
}

/**
 * Spec §4: leaving the success step (or a cancellation) reloads the customer's data. The answer is shown at
 * once and everything cached for the customer is read again.
 */
export function useReloadCustomer(clientenro: number) {
  const queryClient = useQueryClient();
  return (debit: DebitStatus) => {
    queryClient.setQueryData<CustomerServicesOverview>(customerServicesQueryKey(clientenro), (current) =>
      current ? { ...current, debito: debit } : current,
    );
    void queryClient.invalidateQueries({ queryKey: ['customer', String(clientenro)] });
  };
}
