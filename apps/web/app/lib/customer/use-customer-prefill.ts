import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { useApiClient } from '~/lib/api/use-api-client';
import { useSession } from '~/lib/session/use-session';
import { fetchDataClient } from './customer-data';
import { prefillFromDataClient, type PrefillValues } from './prefill';

export type PrefillState =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'ready'; values: PrefillValues }
  | { status: 'error'; error: unknown };

const VISITOR: PrefillState = { status: 'visitor' };
const LOADING: PrefillState = { status: 'loading' };

/** Loads the logged-in customer's data once per opening of a form; visitors need no call. */
export function useCustomerPrefill(): PrefillState {
  const api = useApiClient();
  const session = useSession();
  const clientenro = session.auth ? session.client?.clientenro : undefined;
  // Keyed by customer, so a change of session reads as loading again.
  const { data, error } = useQuery(
    {
      queryKey: ['customer', String(clientenro), 'dataClient'],
      queryFn: ({ signal }) => fetchDataClient(api, clientenro!, signal),
      enabled: clientenro !== undefined,
    },
    dialogQueryClient,
  );
  // One object per answer: the forms reset their fields when it changes.
  return useMemo(() => {
    if (clientenro === undefined) return VISITOR;
    if (data) return { status: 'ready', values: prefillFromDataClient(data) };
    return error ? { status: 'error', error } : LOADING;
  }, [clientenro, data, error]);
}
