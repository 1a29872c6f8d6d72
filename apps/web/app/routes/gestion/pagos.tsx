import { PaymentReviewsPage } from '~/features/staff-billing/components/payment-reviews-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/pagos';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Pagos para revisar', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function Pagos() {
  return <PaymentReviewsPage />;
}
