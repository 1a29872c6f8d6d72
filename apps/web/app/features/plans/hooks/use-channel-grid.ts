import { catalogueMediaApi, type PublicChannelGrid } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api/use-api-client';
import type { ChannelGridType } from '../config/channel-grids';

export type ChannelGridState =
  { status: 'loading' } | { status: 'error' } | { status: 'ok'; grid: PublicChannelGrid };

/** The grid in force today, read when the modal opens (and on retry), so it never weighs on the page. */
export function useChannelGrid(type: ChannelGridType): { state: ChannelGridState; retry: () => void } {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChannelGridState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(catalogueMediaApi.getChannelGrid, { params: { gridId: type }, signal: controller.signal })
      .then((grid) => setState({ status: 'ok', grid }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [api, type, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
