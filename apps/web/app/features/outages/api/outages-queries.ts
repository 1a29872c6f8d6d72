// Mis servicios' outage notices through the customer client: the incidents of the customer's locality and the
// mail subscription, whose answer replaces the cached view so the toggle follows at once.
import { outagesApi, type CustomerOutages } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api/use-api-client';

const outagesKey = (clientenro: number | undefined) => ['customer', clientenro, 'outages'] as const;

export function useCustomerOutages(clientenro: number | undefined, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: outagesKey(clientenro),
    queryFn: ({ signal }) =>
      api.call(outagesApi.getCustomerOutages, { params: { clientenro: clientenro! }, auth: true, signal }),
    enabled: enabled && clientenro !== undefined,
  });
}

export function useOutageSubscription(clientenro: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api.call(outagesApi.updateOutageSubscription, {
        params: { clientenro },
        body: { subscribed },
        auth: true,
      }),
    onSuccess: (answer) => queryClient.setQueryData<CustomerOutages>(outagesKey(clientenro), answer),
  });
}
