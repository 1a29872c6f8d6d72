import { AccountSummary } from '~/features/account/components/account-summary';
import { WifiSection } from '~/features/wifi/components/wifi-section';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-servicios';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis servicios', matches) }];

export default function MisServicios() {
  return (
    <InfoPage title="Mis servicios" lead="Acá vas a ver tus servicios, tus facturas y el pago en línea.">
      <AccountSummary />
      <WifiSection />
      <p>Mientras preparamos esta sección, consultá tus servicios y facturas con nosotros.</p>
    </InfoPage>
  );
}
