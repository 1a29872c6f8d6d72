// Server-only (imported by the loaders): zod never reaches the browser bundle through it.
import { packetSchema, rateSchema, type Rate } from '@portal/domain';

/**
 * Reads whatever GET /api/rates/ answered without trusting it: a product or packet that does not match
 * the domain schema is dropped, so one bad row in the database costs one card, not the page.
 * Returns null when the answer is not a list at all.
 */
export function parseRates(answer: unknown): Rate[] | null {
  if (!Array.isArray(answer)) return null;
  const rates: Rate[] = [];
  for (const entry of answer) {
    const product = rateSchema.safeParse(entry);
    if (product.success) {
      if (product.data.packets.length > 0) rates.push(product.data);
      continue;
    }
    // Keep the valid packets of a product whose list holds a broken one.
    const raw = entry as { product_name?: unknown; packets?: unknown };
    if (typeof raw?.product_name !== 'string' || !Array.isArray(raw.packets)) continue;
    const packets = raw.packets.flatMap((p: unknown) => {
      const parsed = packetSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
    if (raw.product_name.trim() && packets.length > 0)
      rates.push({ product_name: raw.product_name, packets });
  }
  return rates;
}
