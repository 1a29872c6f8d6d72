import { PaymentMethods } from '~/features/help/components/payment-methods';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/medios-de-pago';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Medios de pago', matches) }];

export default function MediosDePago() {
  return (
    <InfoPage
      title="Medios de pago"
      lead="Conocé las formas de pagar tu factura y los requisitos para contratar."
    >
      <PaymentMethods />
    </InfoPage>
  );
}
