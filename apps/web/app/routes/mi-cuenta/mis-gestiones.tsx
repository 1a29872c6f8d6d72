import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-gestiones';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis gestiones', matches) }];

export default function MisGestiones() {
  return (
    <InfoPage
      title="Mis gestiones"
      lead="Acá vas a seguir tus reclamos y solicitudes con su número de gestión."
    >
      <p>Mientras preparamos esta sección, consultá el estado de tus gestiones con nosotros.</p>
    </InfoPage>
  );
}
