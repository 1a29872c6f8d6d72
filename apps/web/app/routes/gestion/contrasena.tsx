import { PasswordChange } from '~/features/staff-access/components/password-change';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/contrasena';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Mi contraseña', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Contrasena() {
  return <PasswordChange />;
}
