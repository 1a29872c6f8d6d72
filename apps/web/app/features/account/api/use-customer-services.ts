import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/use-api-client';
import { fetchCustomerServices } from './customer-services';

export const customerServicesKey = (clientenro: number | string) => [
  'customer',
  String(clientenro),
  'servicios',
];

/** The active record's Mis servicios data; off while there is no customer or the API would refuse. */
export function useCustomerServices(clientenro: number | string | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: customerServicesKey(clientenro ?? ''),
    queryFn: ({ signal }) => fetchCustomerServices(api, clientenro!, signal),
    enabled: enabled && clientenro !== undefined,
  });
}
