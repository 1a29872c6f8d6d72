import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/medios-de-pago';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Medios de pago') }];

export default function MediosDePago() {
  return (
    <InfoPage
      title="Medios de pago"
      lead="Conocé las formas de pagar tu factura y los requisitos para contratar."
    >
      <ul>
        <li>Débito automático con tarjeta de crédito o con CBU de tu cuenta bancaria.</li>
        <li>Pago en línea con tarjeta desde Mi cuenta.</li>
        <li>
          Pago con tarjeta de crédito en nuestras oficinas, de lunes a viernes de 9 a 14 h y los sábados de 10
          a 13 h.
        </li>
        <li>Redes de cobranza externas: Link, Banelco, Pago Fácil y Rapipago.</li>
      </ul>
    </InfoPage>
  );
}
