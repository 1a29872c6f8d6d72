import { CustomerRequestsSection } from '~/features/customer-requests/components/customer-requests-section';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-gestiones';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis gestiones', matches) }];

export default function MisGestiones() {
  return (
    <InfoPage
      title="Mis gestiones"
      lead="Tus reclamos y solicitudes con su número de gestión y su estado. Si algo no anda, pedí asistencia."
    >
      <CustomerRequestsSection />
    </InfoPage>
  );
}
