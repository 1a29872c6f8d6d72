// The desk (/gestion, issue #30 §1): client-rendered like /mi-cuenta, in its own bundle, never linked from the
// public pages and kept out of search engines (meta here, X-Robots-Tag from the server).
import { Outlet, redirect } from 'react-router';
import { DeskLayout } from '~/features/staff-access/components/desk-layout';
import { useCurrentStaff } from '~/features/staff-access/hooks/use-current-staff';
import { useStaffSignOut } from '~/features/staff-access/hooks/use-staff-sign-out';
import { pageTitle } from '~/lib/paths';
import { readStaffSession, STAFF_SIGN_IN_PATH } from '~/lib/staff-session/staff-session';
import { StaffQueryProvider } from '~/lib/staff-session/staff-query-provider';
import { useStaffSession } from '~/lib/staff-session/use-staff-session';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Gestión', matches) },
  { name: 'robots', content: 'noindex' },
];

export function clientLoader() {
  if (!readStaffSession()) throw redirect(STAFF_SIGN_IN_PATH);
  return null;
}

export function HydrateFallback() {
  return (
    <p role="status" aria-live="polite">
      Cargando la gestión…
    </p>
  );
}

function Desk() {
  const session = useStaffSession();
  const signOut = useStaffSignOut();
  useCurrentStaff();
  if (!session) return null;
  return (
    <DeskLayout staff={session.staff} onSignOut={() => void signOut()}>
      <Outlet />
    </DeskLayout>
  );
}

export default function GestionLayout() {
  return (
    <StaffQueryProvider>
      <Desk />
    </StaffQueryProvider>
  );
}
