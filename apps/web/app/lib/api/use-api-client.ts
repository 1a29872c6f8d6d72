import { useMemo } from 'react';
import { createApiClient, type ApiClient } from './api-client';
import { getToken } from '../session/session';
import { usePublicConfig } from '../config/use-public-config';

/** API client for browser calls: same origin, key from the public config, token from the session. */
export function useApiClient(): ApiClient {
  const { apiKey, companyCode } = usePublicConfig();
  return useMemo(
    () => createApiClient({ apiKey, getToken: () => getToken(companyCode) }),
    [apiKey, companyCode],
  );
}
