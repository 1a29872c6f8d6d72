import { CataloguePage } from '~/features/staff-catalogue/components/catalogue-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/catalogo';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Catálogo', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Catalogo() {
  return <CataloguePage />;
}
