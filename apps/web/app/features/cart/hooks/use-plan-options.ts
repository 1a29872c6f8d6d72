import type { Packet } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useApiClient } from '~/lib/api/use-api-client';

/** Packets of each product by name, for the cart's plan selector. */
export type PlanOptions = ReadonlyMap<string, readonly Packet[]>;

const NONE: PlanOptions = new Map();

/**
 * Loads the current plans when the panel first opens. Until they arrive, or if the call fails or the answer
 * does not match its contract, each item's selector offers only its own plan: the cart keeps working.
 */
export function usePlanOptions(enabled: boolean): PlanOptions {
  const api = useApiClient();
  const [options, setOptions] = useState<PlanOptions>(NONE);
  useEffect(() => {
    if (!enabled || options !== NONE) return;
    const controller = new AbortController();
    // Loaded on first opening: the contract brings its schemas, which the home page need not download.
    import('../api/load-plan-options')
      .then(({ loadPlanOptions }) => loadPlanOptions(api, controller.signal))
      .then(setOptions, () => {
        // Ignored on purpose: the selector falls back to the item's own plan.
      });
    return () => controller.abort();
  }, [api, enabled, options]);
  return options;
}
