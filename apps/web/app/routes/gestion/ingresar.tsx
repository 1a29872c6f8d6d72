import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StaffSignIn } from '~/features/staff-access/components/staff-sign-in';
import { pageTitle } from '~/lib/paths';
import { takeStaffNotice } from '~/lib/staff-session/staff-session';
import type { Route } from './+types/ingresar';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Ingresar a la gestión', matches) },
  { name: 'robots', content: 'noindex' },
];

// Rendered on the client only: the notice and the session live in this tab's sessionStorage.
export function clientLoader() {
  return { notice: takeStaffNotice() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <p role="status" aria-live="polite">
      Cargando…
    </p>
  );
}

export default function Ingresar({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [notice] = useState(loaderData.notice);
  return <StaffSignIn notice={notice} onSignedIn={() => void navigate('/gestion', { replace: true })} />;
}
