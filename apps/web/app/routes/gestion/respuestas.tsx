import { CannedRepliesPage } from '~/features/staff-desk/components/canned-replies/canned-replies-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/respuestas';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Respuestas guardadas', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Respuestas() {
  return <CannedRepliesPage />;
}
