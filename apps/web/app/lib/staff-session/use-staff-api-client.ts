import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createApiClient, type ApiClient, type CallOptions } from '../api/api-client';
import { ApiError } from '../api/api-client';
import { usePublicConfig } from '../config/use-public-config';
import type { ContractSpec } from '@portal/domain';
import {
  clearStaffSession,
  getStaffToken,
  STAFF_SESSION_ENDED_NOTICE,
  STAFF_SIGN_IN_PATH,
} from './staff-session';

/**
 * The typed client for the desk: every call carries the staff bearer token (callers never pass `auth`), and
 * a 401 (idle expiry, role change, deactivation, sign-out elsewhere) ends the session in this tab and sends the
 * member to the sign-in page with a notice. The customer's session-expired modal never opens here.
 */
export function useStaffApiClient(): ApiClient {
  const { apiKey } = usePublicConfig();
  const navigate = useNavigate();
  return useMemo(() => {
    const base = createApiClient({ apiKey });
    const withToken = <C extends ContractSpec>(options: CallOptions<C> = {}): CallOptions<C> => {
      const token = getStaffToken();
      return {
        ...options,
        headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      };
    };
    const onError = (error: unknown): never => {
      if (error instanceof ApiError && error.status === 401) {
        clearStaffSession(STAFF_SESSION_ENDED_NOTICE);
        void navigate(STAFF_SIGN_IN_PATH, { replace: true });
      }
      throw error;
    };
    return {
      call: (contract, options) => base.call(contract, withToken(options)).catch(onError),
      download: (contract, options) => base.download(contract, withToken(options)).catch(onError),
    };
  }, [apiKey, navigate]);
}
