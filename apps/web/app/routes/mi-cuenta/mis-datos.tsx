import { PersonalDataSection } from '~/features/personal-data/components/personal-data-section';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-datos';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis datos', matches) }];

export default function MisDatos() {
  return (
    <InfoPage
      title="Mis datos"
      lead="Tus datos personales según la Ley 25.326: descargalos, revisá tus consentimientos, corregilos o pedí que los suprimamos."
      showContact={false}
    >
      <PersonalDataSection />
    </InfoPage>
  );
}
