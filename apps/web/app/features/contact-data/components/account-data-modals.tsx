import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_HOME } from '~/lib/paths';
import { useModalParam } from '~/lib/use-modal-param';
import { useSession } from '~/lib/session/use-session';

/** `?editar=datos` opens account modal 8 from any account page; `?editar=contrasena` the password change. */
export const EDIT_PARAM = 'editar';
export const EDIT_CONTACT_DATA = 'datos';
export const EDIT_PASSWORD = 'contrasena';

// The modals and their dialog (ui/modal) load the first time one opens.
const ContactDataModal = lazy(() => import('./contact-data-modal'));
const PasswordChangeModal = lazy(() => import('./password-change-modal'));

/** Mounted by the account layout, so every account page answers the link without its own wiring. */
export function AccountDataModals() {
  const [editing, show] = useModalParam(EDIT_PARAM);
  const navigate = useNavigate();
  const session = useSession();
  // The first-entry wizard asks for these data itself; a full session is needed here.
  if (!session.auth || session.firstEntry || !editing) return null;

  return (
    <Suspense fallback={null}>
      {editing === EDIT_CONTACT_DATA ? (
        <ContactDataModal onClose={() => show(null)} onChangePassword={() => show(EDIT_PASSWORD)} />
      ) : null}
      {editing === EDIT_PASSWORD ? (
        <PasswordChangeModal
          onClose={() => show(EDIT_CONTACT_DATA)}
          onDone={() => void navigate(ACCOUNT_HOME, { replace: true })}
        />
      ) : null}
    </Suspense>
  );
}
