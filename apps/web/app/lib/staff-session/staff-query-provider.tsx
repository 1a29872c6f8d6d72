// TanStack Query for the desk (/gestion), mounted by its layout only: the desk's cache never mixes with a
// customer's, and a new sign-in starts with an empty one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/api-client';

/** A 4xx answers the same again (a 401 has already ended the session). */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, staleTime: 15_000 } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
