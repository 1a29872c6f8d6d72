import { useLoaderData } from 'react-router';
import { loadPaymentBrands } from '~/features/help/api/load-payment-brands';
import { PaymentMethods } from '~/features/help/components/payment-methods';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/medios-de-pago';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Medios de pago', matches) }];

export const loader = ({ context }: Route.LoaderArgs) => loadPaymentBrands(context);

export default function MediosDePago() {
  const brands = useLoaderData<typeof loader>();
  return (
    <InfoPage
      title="Medios de pago"
      lead="Conocé las formas de pagar tu factura y los requisitos para contratar."
    >
      <PaymentMethods brands={brands} />
    </InfoPage>
  );
}
