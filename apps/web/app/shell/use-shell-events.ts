import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SESSION_EXPIRED_EVENT } from '~/lib/api/api-client';
import { LOGIN_PARAM } from '~/lib/paths';
import { clearSession } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useModals } from '~/ui/modal/modal-manager';

/** Opens the modals that other places ask for: ?login=1 (from the account area) and a 401 on a customer call. */
export function useShellEvents(): void {
  const modals = useModals();
  const { companyCode } = usePublicConfig();
  const [params, setParams] = useSearchParams();
  const wantsLogin = params.has(LOGIN_PARAM);
  // Dropping the parameter is a navigation that runs loaders; until it lands the parameter is still there,
  // and acting on it again would restart that navigation forever.
  const handledLogin = useRef(false);

  useEffect(() => {
    if (!wantsLogin) {
      handledLogin.current = false;
      return;
    }
    if (handledLogin.current) return;
    handledLogin.current = true;
    modals.open('login');
    // The parameter is dropped so a reload or a shared link does not reopen the modal.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LOGIN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsLogin, modals, setParams]);

  useEffect(() => {
    // The token is dead: forget it at once, so header and menus show the visitor state behind the modal.
    const onExpired = () => {
      clearSession(companyCode);
      modals.open('account-9');
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [modals, companyCode]);
}
