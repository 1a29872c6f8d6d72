import { CustomerSearchPage } from '~/features/staff-customers/components/customer-search-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/clientes';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Clientes', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Clientes() {
  return <CustomerSearchPage />;
}
