import { outagesApi } from '@portal/domain';
import { serverApiClient } from '~/lib/api/server-api-client.server';
import type { PortalLoadContext } from '~/lib/config/load-context';
import { incidentSentence, type IncidentSentence } from './incident-sentence';

/**
 * The incidents in force, worded on the server for the site layout's banner (a micro-cached public read): the
 * page's data carries the sentences, so the public bundle carries no incident rules. Pages render without them
 * when the API cannot answer: a missing banner beats a missing page.
 */
export async function activeOutages(
  apiFetch: PortalLoadContext['apiFetch'] | undefined,
): Promise<IncidentSentence[]> {
  if (typeof apiFetch !== 'function') return [];
  try {
    return (await serverApiClient(apiFetch).call(outagesApi.listActiveIncidents)).items.map(incidentSentence);
  } catch {
    return [];
  }
}
