import { useLoaderData } from 'react-router';
import { localitiesSentence } from '@portal/domain';
import { useCart } from '~/features/cart/hooks/use-cart';
import { OpenModalButton } from '~/features/contact/components/open-modal-button';
import { loadRates } from '~/features/plans/api/load-rates';
import { ServicePage } from '~/features/plans/components/service-page';
import { pageTitle } from '~/lib/paths';
import { useCoveredLocalities } from '~/lib/config/use-public-config';
import type { Route } from './+types/internet';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Internet', matches) }];

export const loader = ({ context }: Route.LoaderArgs) => loadRates(context);

const HIGHLIGHTS = [
  'Fibra óptica hasta tu casa, con la misma velocidad de subida y de bajada.',
  'Router Wi-Fi de doble banda incluido en todos los planes.',
  'Sin límite de consumo: navegá, jugá y mirá series sin restricciones.',
];

export default function Internet() {
  const rates = useLoaderData<typeof loader>();
  const cart = useCart();
  // Where the company installs comes from the company config's one list.
  const localities = localitiesSentence(useCoveredLocalities());
  const highlights = [...HIGHLIGHTS, `Instalación a cargo de técnicos propios en ${localities}.`];
  return (
    <ServicePage
      title="Internet"
      lead="Conexión por fibra óptica para tu hogar, estable también en los días de viento fueguino."
      page="internet"
      rates={rates}
      onAdd={cart.add}
      highlights={highlights}
    >
      <OpenModalButton modal="main-5" variant="secondary">
        Internet para empresas
      </OpenModalButton>
    </ServicePage>
  );
}
