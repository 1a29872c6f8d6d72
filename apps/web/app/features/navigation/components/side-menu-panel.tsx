import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { useModals } from '~/ui/modal/modal-manager';
import { menuAction } from '../config/menu-action';
import { SIDE_MENU, visibleMenuItems, type MenuItem } from '../config/side-menu-items';
import { SideMenuList } from './side-menu-list';

export interface SideMenuPanelProps {
  expanded: string[];
  onExpand: (level: number, id: string | null) => void;
  /** Closes the menu, focus back on its trigger when asked. */
  onClose: (returnFocus: boolean) => void;
}

/** The open menu's entries and what choosing one does; loaded on the first opening (see SideMenu). */
export default function SideMenuPanel({ expanded, onExpand, onClose }: SideMenuPanelProps) {
  const { companyCode } = usePublicConfig();
  const session = useSession();
  const modals = useModals();
  const navigate = useNavigate();
  const items = useMemo(
    () => visibleMenuItems(SIDE_MENU, { companyCode, loggedIn: session.auth, coupons: session.coupons }),
    [companyCode, session.auth, session.coupons],
  );

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: MenuItem) => {
    if (!item.path) return;
    const action = menuAction(item.path, session.auth);
    event.preventDefault();
    // Focus goes back to the trigger first, so a modal returns it there and not to a hidden link.
    onClose(true);
    if (action.type === 'modal') modals.open(action.id);
    else navigate(action.to);
  };

  return (
    <SideMenuList
      items={items}
      level={0}
      expanded={expanded}
      onExpand={onExpand}
      onChoose={choose}
      pathFor={(item) => {
        const action = menuAction(item.path ?? '/', session.auth);
        return action.type === 'navigate' ? action.to : (item.path ?? '/');
      }}
    />
  );
}
