import { BillingPage } from '~/features/staff-billing/components/billing-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/facturacion';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Facturación', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Facturacion() {
  return <BillingPage />;
}
