import { CancellationRegisterPage } from '~/features/staff-cancellations/components/cancellation-register-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/bajas';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Registro de bajas', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Bajas() {
  return <CancellationRegisterPage />;
}
