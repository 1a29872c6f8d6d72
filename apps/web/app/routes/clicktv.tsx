import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/clicktv';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Click TV') }];

export default function ClickTv() {
  return (
    <InfoPage
      title="Click TV"
      lead="Televisión en vivo por internet para ver en el celular, la computadora o el Smart TV."
    >
      <p>Acá vas a encontrar los planes de Click TV con sus precios y la grilla de canales.</p>
    </InfoPage>
  );
}
