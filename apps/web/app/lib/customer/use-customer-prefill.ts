import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { useSession } from '~/lib/use-session';
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
  // The answer is kept with the customer it belongs to, so a change of session reads as loading
  // again without a synchronous reset inside the effect.
  const [answer, setAnswer] = useState<{ key: number | string; state: PrefillState } | null>(null);

  useEffect(() => {
    if (clientenro === undefined) return;
    const controller = new AbortController();
    fetchDataClient(api, clientenro, controller.signal).then(
      (client) =>
        setAnswer({ key: clientenro, state: { status: 'ready', values: prefillFromDataClient(client) } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key: clientenro, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [api, clientenro]);

  if (clientenro === undefined) return VISITOR;
  return answer?.key === clientenro ? answer.state : LOADING;
}
