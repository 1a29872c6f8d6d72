import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, VISITOR_SESSION, type StoredSession } from './session';
import { usePublicConfig } from '../config/use-public-config';

/**
 * The stored session of the current company. The server snapshot is the visitor state, which React also
 * uses while hydrating, so server HTML and first client render match; the customer state follows.
 */
export function useSession(): StoredSession {
  const { companyCode } = usePublicConfig();
  return useSyncExternalStore(
    subscribeSession,
    () => readSession(companyCode),
    () => VISITOR_SESSION,
  );
}
