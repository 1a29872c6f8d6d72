import { CompanyDataPage } from '~/features/staff-content/components/company-data-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/contenido-empresa';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Datos de la empresa', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function ContenidoEmpresa() {
  return <CompanyDataPage />;
}
