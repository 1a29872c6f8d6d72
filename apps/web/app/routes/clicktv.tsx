import { useLoaderData } from 'react-router';
import { useCart } from '~/features/cart/hooks/use-cart';
import { loadRates } from '~/features/plans/api/load-rates';
import { ChannelGridButton } from '~/features/plans/components/channel-grid-button';
import { ServicePage } from '~/features/plans/components/service-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/clicktv';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Click TV', matches) }];

export const loader = ({ context }: Route.LoaderArgs) => loadRates(context);

const HIGHLIGHTS = [
  'Televisión en vivo en tu Smart TV, celular, tablet o computadora.',
  'Hasta tres pantallas a la vez con una sola cuenta.',
  'Volvé a ver los programas de los últimos días y pausá la señal en vivo.',
  'Sin decodificador ni instalación: solo necesitás internet.',
];

export default function ClickTv() {
  const rates = useLoaderData<typeof loader>();
  const cart = useCart();
  return (
    <ServicePage
      title="Click TV"
      lead="Nuestra televisión por internet: los canales de siempre, donde estés."
      page="clicktv"
      rates={rates}
      onAdd={cart.add}
      highlights={HIGHLIGHTS}
    >
      <ChannelGridButton type={3} />
    </ServicePage>
  );
}
