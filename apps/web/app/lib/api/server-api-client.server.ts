// The typed client for the loaders: the same contracts and answer checks as the browser, sent in process
// through the load context's apiFetch (which adds the API key itself).
import { createApiClient, type ApiClient } from './api-client';
import type { PortalLoadContext } from '../config/load-context';

export function serverApiClient(apiFetch: PortalLoadContext['apiFetch']): ApiClient {
  const fetchImpl = (input: RequestInfo | URL, init?: RequestInit) => apiFetch(String(input), init);
  return createApiClient({ apiKey: '', fetchImpl: fetchImpl as typeof fetch });
}
