import { PopupsPage } from '~/features/staff-content/components/popups-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/contenido-popups';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Pop-ups', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function ContenidoPopups() {
  return <PopupsPage />;
}
