import { createContext, useContext } from 'react';

// The server renders with the request's CSP nonce; the browser never needs it after hydration.
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
