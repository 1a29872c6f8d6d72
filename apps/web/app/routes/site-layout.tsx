import { Outlet } from 'react-router';
import { SiteChrome } from '~/shell/site-chrome';

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
