import type { CustomerServicesOverview } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerServicesQueryKey } from '~/lib/customer/services-query-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { updateElectronicInvoice } from './customer-services';

/** Changes the opt-in and writes the answer into the Mis servicios data, so the card follows at once. */
export function useElectronicInvoice(clientenro: number | string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateElectronicInvoice(api, clientenro, enabled),
    onSuccess: (answer) => {
      queryClient.setQueryData<CustomerServicesOverview>(customerServicesQueryKey(clientenro), (current) =>
        current ? { ...current, factura_electronica: answer } : current,
      );
    },
  });
}
