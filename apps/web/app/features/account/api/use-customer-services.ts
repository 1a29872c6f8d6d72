import { useQuery } from '@tanstack/react-query';
import { customerServicesQueryKey } from '~/lib/customer/services-query-key';
import { useApiClient } from '~/lib/api/use-api-client';
import { fetchCustomerServices } from './customer-services';

/** The active record's Mis servicios data; off while there is no customer or the API would refuse. */
export function useCustomerServices(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: customerServicesQueryKey(clientenro),
    queryFn: ({ signal }) => fetchCustomerServices(api, clientenro!, signal),
    enabled: enabled && clientenro !== undefined,
  });
}
