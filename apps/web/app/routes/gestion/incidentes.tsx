import { IncidentsPage } from '~/features/staff-incidents/components/incidents-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/incidentes';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Incidentes', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Incidentes() {
  return <IncidentsPage />;
}
