// TanStack Query for the dialogs the shell opens (Trámites, contact forms), which render outside /mi-cuenta's
// provider: their hooks name this client. Only those dialogs import it, so public pages' first load never does.
import { QueryClient } from '@tanstack/react-query';

/** No retries, no refetch on focus, nothing kept after closing: a dialog reads once per opening. */
export const dialogQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, gcTime: 0 },
  },
});
