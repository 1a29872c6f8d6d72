import { useSyncExternalStore } from 'react';
import { readStaffSession, subscribeStaffSession, type StoredStaffSession } from './staff-session';

/** The signed-in member of this tab, or null; the server snapshot is always null (the desk renders on the client). */
export function useStaffSession(): StoredStaffSession | null {
  return useSyncExternalStore(subscribeStaffSession, readStaffSession, () => null);
}
