import { contentApi, type Packet } from '@portal/domain';
import type { ApiClient } from '~/lib/api/api-client';

/** Packets of each product from GET /api/rates/, for the cart's plan selector. */
export async function loadPlanOptions(api: ApiClient, signal: AbortSignal): Promise<Map<string, Packet[]>> {
  const rates = await api.call(contentApi.listRates, { signal });
  return new Map(rates.map((rate) => [rate.product_name, rate.packets]));
}
