// The load context the API process gives every loader: its contract lives in @portal/domain, shared with the API.
import type { PortalLoadContext } from '@portal/domain';

export type { PortalLoadContext, PublicConfig } from '@portal/domain';

declare module 'react-router' {
  // Declaration merging needs an interface here, not a type alias.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalLoadContext {}
}
