import type { FormalityOptions } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { dialogQueryClient } from '~/lib/api/dialog-query-client';
import { useApiClient } from '~/lib/api/use-api-client';
import { useSession } from '~/lib/session/use-session';
import { fetchFormalityOptions } from '../api/send-formality';

export type FormalityOptionsState =
  { status: 'loading' } | { status: 'ready'; options: FormalityOptions } | { status: 'error' };

/** The options of the active customer record (the session's), loaded once per opening of Trámites. */
export function useFormalityOptions(): { state: FormalityOptionsState; reload: () => void } {
  const api = useApiClient();
  const session = useSession();
  const clientenro = session.auth ? session.client?.clientenro : undefined;
  const query = useQuery(
    {
      queryKey: ['customer', String(clientenro), 'formality-options'],
      queryFn: ({ signal }) => fetchFormalityOptions(api, clientenro!, signal),
      enabled: clientenro !== undefined,
    },
    dialogQueryClient,
  );

  // A retry after a failure reads as loading again, not as the previous error.
  let state: FormalityOptionsState = { status: 'loading' };
  if (query.isSuccess) state = { status: 'ready', options: query.data };
  else if (query.isError && !query.isFetching) state = { status: 'error' };
  return { state, reload: () => void query.refetch() };
}
