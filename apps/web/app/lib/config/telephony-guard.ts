import { redirect } from 'react-router';
import { hasTelephony } from './company-config';
import type { PortalLoadContext } from './load-context';

/**
 * Company 20 sells no telephony: its telephony pages redirect to / (spec §2). Called from route loaders,
 * which run on the server for the first request and through single fetch on client navigations.
 */
export function redirectWithoutTelephony(context: Pick<PortalLoadContext, 'publicConfig'>): void {
  if (!hasTelephony(context.publicConfig.companyCode)) throw redirect('/');
}
