import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/terminos-y-condiciones';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Términos y condiciones') }];

export default function TerminosYCondiciones() {
  return (
    <InfoPage title="Términos y condiciones" showContact={false}>
      <ul>
        <li>El costo de conexión depende de la cantidad de bocas; con más de 4 TV se evalúa en cada caso.</li>
        <li>
          El abono mensual básico se paga por mes adelantado y la falta de pago habilita el corte del
          servicio.
        </li>
        <li>La baja voluntaria requiere un aviso con 30 días de anticipación.</li>
        <li>
          La conexión clandestina de terceros produce el corte del servicio, la eventual reconexión y acciones
          legales.
        </li>
      </ul>
      <p>
        <a href="/documentos/resumen-contrato-de-servicio.pdf">
          Descargá el resumen del contrato de servicio (PDF)
        </a>
      </p>
    </InfoPage>
  );
}
