import { InboxPage } from '~/features/staff-desk/components/inbox/inbox-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Gestiones', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function GestionIndex() {
  return <InboxPage />;
}
