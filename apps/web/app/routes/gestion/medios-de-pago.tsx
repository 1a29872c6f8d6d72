import { PaymentBrandsPage } from '~/features/staff-channels/components/payment-brands-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/medios-de-pago';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Medios de pago', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function MediosDePagoGestion() {
  return <PaymentBrandsPage />;
}
