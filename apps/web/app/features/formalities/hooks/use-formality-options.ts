import type { FormalityOptions } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '~/lib/use-api-client';
import { useSession } from '~/lib/use-session';
import { fetchFormalityOptions } from '../api/send-formality';

export type FormalityOptionsState =
  { status: 'loading' } | { status: 'ready'; options: FormalityOptions } | { status: 'error' };

/** The options of the active customer record (the session's), loaded once per opening of Trámites. */
export function useFormalityOptions(): { state: FormalityOptionsState; reload: () => void } {
  const api = useApiClient();
  const session = useSession();
  const clientenro = session.auth ? session.client?.clientenro : undefined;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; state: FormalityOptionsState } | null>(null);
  const key = `${clientenro}:${attempt}`;

  useEffect(() => {
    if (clientenro === undefined) return;
    const controller = new AbortController();
    fetchFormalityOptions(api, clientenro, controller.signal).then(
      (options) => setAnswer({ key, state: { status: 'ready', options } }),
      () => {
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [api, clientenro, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FormalityOptionsState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, reload };
}
