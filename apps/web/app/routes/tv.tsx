import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/tv';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('TV') }];

export default function Tv() {
  return (
    <InfoPage title="TV" lead="Televisión para tu hogar, con la grilla de canales en tu televisor.">
      <p>Acá vas a encontrar los planes de televisión con sus precios y la grilla de canales.</p>
    </InfoPage>
  );
}
