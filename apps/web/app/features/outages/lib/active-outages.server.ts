import { outagesApi, type PublicIncident } from '@portal/domain';
import { serverApiClient } from '~/lib/api/server-api-client.server';
import type { PortalLoadContext } from '~/lib/config/load-context';

/**
 * The incidents in force, for the site layout to render as a banner into the page's HTML (a micro-cached public
 * read). Pages render without it when the API cannot answer: a missing banner beats a missing page.
 */
export async function activeOutages(
  apiFetch: PortalLoadContext['apiFetch'] | undefined,
): Promise<PublicIncident[]> {
  if (typeof apiFetch !== 'function') return [];
  try {
    return (await serverApiClient(apiFetch).call(outagesApi.listActiveIncidents)).items;
  } catch {
    return [];
  }
}
