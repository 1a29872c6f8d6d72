import { RegistrationsPage } from '~/features/staff-customers/components/registrations-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/altas';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Altas por la web', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Altas() {
  return <RegistrationsPage />;
}
