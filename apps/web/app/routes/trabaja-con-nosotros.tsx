import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/trabaja-con-nosotros';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Trabajá con nosotros') }];

export default function TrabajaConNosotros() {
  return (
    <InfoPage title="Trabajá con nosotros">
      <p>
        Pronto vas a poder ver acá las búsquedas abiertas. Si querés acercarnos tu interés, comunicate con
        nosotros.
      </p>
    </InfoPage>
  );
}
