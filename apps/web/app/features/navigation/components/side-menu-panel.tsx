import { useMemo } from 'react';
import { usePublicConfig } from '~/lib/use-public-config';
import { useSession } from '~/lib/use-session';
import { SIDE_MENU, visibleMenuItems } from '../config/side-menu-items';
import { SideMenuList, type SideMenuListProps } from './side-menu-list';

/** The open menu's entries: loaded on the first opening, so the pages' first load does not carry them. */
export default function SideMenuPanel(props: Omit<SideMenuListProps, 'items' | 'level'>) {
  const { companyCode } = usePublicConfig();
  const session = useSession();
  const items = useMemo(
    () => visibleMenuItems(SIDE_MENU, { companyCode, loggedIn: session.auth, coupons: session.coupons }),
    [companyCode, session.auth, session.coupons],
  );
  return <SideMenuList items={items} level={0} {...props} />;
}
