import { RequestPage } from '~/features/staff-desk/components/request/request-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/gestion-detalle';

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(`Gestión ${params.numero}`, matches) },
  { name: 'robots', content: 'noindex' },
];

export default function GestionDetalle({ params }: Route.ComponentProps) {
  // Keyed by the number: moving to another request (the customer panel links them) starts a fresh view.
  return <RequestPage key={params.numero} requestNumber={params.numero} />;
}
