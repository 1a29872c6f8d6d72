import type { EntryContext } from 'react-router';
import { isPlainPopupMarkup } from '@portal/domain';
import { pathHasPopups } from '~/features/popups/lib/popup-candidates';
import type { RootData } from '~/lib/config/company-config';
import type { HydrationHandle } from '~/lib/deferred-hydration/handle';

/**
 * Whether this page may wait for the visitor's first interaction before loading its scripts (ADR 0075): its
 * route opted in (`export const handle = HYDRATE_ON_INTERACTION`) and it rendered without error. A page with
 * pop-ups mapped to it needs them rendered by the server (root data) with messages that need no sanitiser
 * (ADR 0077); otherwise the browser shows them after hydration.
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
  if (!pathHasPopups(url.pathname, root?.config?.im)) return true;
  const popups = root?.popups;
  return (
    popups?.path === url.pathname &&
    popups.list.every((popup) => typeof popup.message === 'string' && isPlainPopupMarkup(popup.message))
  );
}
