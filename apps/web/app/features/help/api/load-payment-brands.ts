import { catalogueMediaApi, publicPaymentBrandsSchema, type PublicPaymentBrands } from '@portal/domain';
import type { PortalLoadContext } from '~/lib/config/load-context';

/**
 * The payment methods page's brands, kept by staff (issue #31), read on the server for every request (the API
 * caches for 1 s), so a change shows on the next load. Never throws: without them the page still explains
 * every way to pay, only without the brands' list.
 */
export async function loadPaymentBrands(
  context: Pick<PortalLoadContext, 'apiFetch'>,
): Promise<PublicPaymentBrands | null> {
  try {
    const response = await context.apiFetch(catalogueMediaApi.listPaymentBrands.path);
    if (!response.ok) return null;
    const parsed = publicPaymentBrandsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
