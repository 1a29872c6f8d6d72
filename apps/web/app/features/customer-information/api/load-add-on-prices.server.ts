// Server-only (the route's loader): zod and the price formatter never reach the browser through it.
import { contentApi, formatPesos, pesosToCents, rateSchema, type Packet } from '@portal/domain';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { productLabel } from '~/lib/product-label';
import type { AddOnPrice, AddOnPricesState, ProductAddOns } from '../lib/add-on-prices';

function addOnsOf(packets: readonly Packet[]): AddOnPrice[] {
  const seen = new Map<string, AddOnPrice>();
  for (const addOn of packets.flatMap((plan) => plan.packets ?? [])) {
    const cents = pesosToCents(addOn.amount);
    const key = `${addOn.packet_name}|${cents}`;
    if (!seen.has(key)) seen.set(key, { name: addOn.name || addOn.packet_name, price: formatPesos(cents) });
  }
  return [...seen.values()];
}

/** The API's answer made a compact list; a product that does not match the schema is left out. */
export function addOnPrices(answer: unknown): ProductAddOns[] | null {
  if (!Array.isArray(answer)) return null;
  return answer.flatMap((entry: unknown) => {
    const parsed = rateSchema.safeParse(entry);
    if (!parsed.success) return [];
    const addOns = addOnsOf(parsed.data.packets);
    return addOns.length > 0 ? [{ product: productLabel(parsed.data.product_name), addOns }] : [];
  });
}

/** The add-on prices of the live catalogue (the API caches for 1 s). Never throws: the page renders either way. */
export async function loadAddOnPrices(
  context: Pick<PortalLoadContext, 'apiFetch'>,
): Promise<AddOnPricesState> {
  try {
    const response = await context.apiFetch(contentApi.listRates.path);
    if (!response.ok) return { status: 'error' };
    const products = addOnPrices(await response.json());
    return products ? { status: 'ok', products } : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}
