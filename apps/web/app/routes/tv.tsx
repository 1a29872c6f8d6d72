import { useLoaderData } from 'react-router';
import { useCart } from '~/features/cart/hooks/use-cart';
import { loadRates } from '~/features/plans/api/load-rates';
import { ChannelGridButton } from '~/features/plans/components/channel-grid-button';
import { ServicePage } from '~/features/plans/components/service-page';
import { pageTitle } from '~/lib/paths';
import type { Route } from './+types/tv';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('TV', matches) }];

export const loader = ({ context }: Route.LoaderArgs) => loadRates(context);

const HIGHLIGHTS = [
  'Canales de aire, noticias, deportes, infantiles y películas.',
  'Señal digital en alta definición con decodificador Dibox.',
  'Decodificadores adicionales para cada televisor de la casa.',
  'Canal local con las noticias de Tierra del Fuego.',
];

export default function Tv() {
  const rates = useLoaderData<typeof loader>();
  const cart = useCart();
  return (
    <ServicePage
      title="TV"
      lead="Televisión para tu hogar, con la grilla de canales en tu televisor."
      page="tv"
      rates={rates}
      onAdd={cart.add}
      highlights={HIGHLIGHTS}
    >
      <ChannelGridButton type={1} />
    </ServicePage>
  );
}
