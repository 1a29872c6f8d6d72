import { CustomerPage } from '~/features/staff-customers/components/customer-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/cliente-detalle';

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(`Cliente ${params.numero}`, matches) },
  { name: 'robots', content: 'noindex' },
];

export default function ClienteDetalle({ params }: Route.ComponentProps) {
  // Keyed by the number: going from one customer to another starts a fresh page.
  return <CustomerPage key={params.numero} customerNumber={Number(params.numero)} />;
}
