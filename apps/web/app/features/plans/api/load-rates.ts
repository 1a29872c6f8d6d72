import { contentApi, type Rate } from '@portal/domain';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { parseRates } from '../lib/parse-rates';
import { priceLabels, type PriceLabels } from '../lib/price-labels';

/** What a service page's loader hands to its plans: the rates, or why there are none. */
export type RatesState = { status: 'ok'; rates: Rate[]; prices: PriceLabels } | { status: 'error' };

/**
 * Loads the plans on the server for every request (the API caches for 1 s), so prices are in the HTML and
 * a price changed in the database shows on the next page load. Never throws: the page renders either way.
 */
export async function loadRates(context: Pick<PortalLoadContext, 'apiFetch'>): Promise<RatesState> {
  try {
    const response = await context.apiFetch(contentApi.listRates.path);
    if (!response.ok) return { status: 'error' };
    const rates = parseRates(await response.json());
    return rates ? { status: 'ok', rates, prices: priceLabels(rates) } : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}
