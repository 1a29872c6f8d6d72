import { ReportPage } from '~/features/staff-desk/components/report/report-page';
import { useHasDeskRole } from '~/features/staff-desk/hooks/use-desk-role';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/informe';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Informe', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Informe() {
  // The API refuses agents anyway (403); this only spares them a screen of errors.
  if (!useHasDeskRole('supervisor')) {
    return <p>El informe es para supervisores y administradores.</p>;
  }
  return <ReportPage />;
}
