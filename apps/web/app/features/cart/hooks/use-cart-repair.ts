import { useEffect } from 'react';
import { readItem, writeJson } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';

/**
 * Once per page, after hydration, checks the stored cart against the domain schema and writes back the
 * repaired list (older shapes fixed, tampered items dropped). The schema loads lazily to keep zod off the
 * home route's first load.
 */
export function useCartRepair(): void {
  const { companyCode } = usePublicConfig();
  useEffect(() => {
    const raw = readItem(companyCode, 'cart');
    if (raw === null) return;
    let cancelled = false;
    void import('../lib/cart-storage').then(({ parseStoredCart }) => {
      if (cancelled) return;
      const current = readItem(companyCode, 'cart');
      const repaired = parseStoredCart(current);
      if (JSON.stringify(repaired) !== current) writeJson(companyCode, 'cart', repaired);
    });
    return () => {
      cancelled = true;
    };
  }, [companyCode]);
}
