// TanStack Query for the account area (design §3, ADR 0017). Mounted by the /mi-cuenta layout only, so the
// library downloads with the account's code and the public pages' budget does not carry it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from './api-client';

/** A 4xx will answer the same again (and a 401 has already opened the session-expired modal). */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function AccountQueryProvider({ children }: { children: ReactNode }) {
  // One client per mounted account area: a new sign-in never sees the previous customer's cache.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000 } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
