// Loaded only when someone signs out (see logout.ts): the contract brings zod, which the public pages' bundle
// cannot afford up front.
import { sessionApi } from '@portal/domain';
import type { ApiClient } from '../api/api-client';

/**
 * The token is passed by hand (it is no longer stored) and without `auth`, so a 401 here does not open the
 * session-expired modal for someone who just signed out.
 */
export async function endSession(api: ApiClient, token: string): Promise<void> {
  await api.call(sessionApi.logout, { headers: { Authorization: `Bearer ${token}` } });
}
