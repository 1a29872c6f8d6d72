import type { EntryContext } from 'react-router';
import { pathHasPopups } from '~/features/popups/lib/popup-candidates';
import type { RootData } from '~/lib/company-config';
import type { HydrationHandle } from '~/lib/deferred-hydration/handle';

/**
 * Whether this page may wait for the visitor's first interaction before loading its scripts (ADR 0075): its
 * route opted in (`export const handle = HYDRATE_ON_INTERACTION`) and it rendered without error. A page with
 * pop-ups mapped to it also needs to know which would show (the root's `popupKeys`): the trigger then starts
 * at once for a visitor who has not closed them all, since React shows pop-ups (ADR 0076).
 */
export function hydratesOnInteraction(context: EntryContext, url: URL, status: number): boolean {
  if (status !== 200 || context.isSpaMode) return false;
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors) return false;
  const leaf = matches.at(-1);
  const handle = leaf
    ? (context.routeModules[leaf.route.id]?.handle as HydrationHandle | undefined)
    : undefined;
  if (handle?.hydration !== 'on-interaction') return false;
  const root = loaderData.root as RootData | undefined;
  return !pathHasPopups(url.pathname, root?.config?.im) || Array.isArray(root?.popupKeys);
}
