import { OpenModalButton } from '~/features/contact/components/open-modal-button';
import { JobsContent } from '~/features/institutional/components/jobs-content';
import { pageTitle } from '~/lib/paths';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/trabaja-con-nosotros';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Trabajá con nosotros', matches) },
];

export default function TrabajaConNosotros() {
  const config = useCompanyConfig();
  const address = config?.address.address ? `${config.address.address} ${config.address.number}` : null;
  return (
    <InfoPage
      title="Trabajá con nosotros"
      lead="Buscamos personas de Tierra del Fuego con ganas de aprender y de trabajar en equipo."
      showContact={false}
    >
      <JobsContent
        address={address}
        hours={config?.opening_hours?.office || null}
        applyAction={
          <OpenModalButton modal="main-3" topic="job">
            Postularme en línea
          </OpenModalButton>
        }
      />
    </InfoPage>
  );
}
