import { PaymentReturn } from '~/features/payments/components/payment-return';
import { pageTitle } from '~/lib/paths';
import { useSession } from '~/lib/session/use-session';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/pagos-regreso';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Tu pago', matches) }];

/** The payment gateway's back_urls: the account layout has already asked for a session. */
export default function PagosRegreso() {
  const session = useSession();
  return (
    <InfoPage title="Tu pago" showContact={false}>
      {session.client ? <PaymentReturn clientenro={session.client.clientenro} /> : null}
    </InfoPage>
  );
}
