import { Outlet } from 'react-router';
import { OutageBanner } from '~/features/outages/components/outage-banner';
import { activeOutages } from '~/features/outages/lib/active-outages.server';
import { SiteChrome } from '~/shell/site-chrome';
import type { Route } from './+types/site-layout';

// The incidents in force reach the page's HTML from the server: the banner costs the pages no request.
export async function loader({ context }: Route.LoaderArgs) {
  return { outages: await activeOutages(context?.apiFetch) };
}

// Like the company data: a full page load picks up a new or closed incident, navigations need not refetch it.
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome notice={<OutageBanner incidents={loaderData.outages} />}>
      <Outlet />
    </SiteChrome>
  );
}
