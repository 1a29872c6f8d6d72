import { useLoaderData } from 'react-router';
import { useCart } from '~/features/cart/hooks/use-cart';
import { loadRates } from '~/features/plans/api/load-rates';
import { ServicePage } from '~/features/plans/components/service-page';
import { pageTitle } from '~/lib/paths';
import { redirectWithoutTelephony } from '~/lib/config/telephony-guard';
import type { Route } from './+types/telefonia';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Telefonía', matches) }];

export function loader({ context }: Route.LoaderArgs) {
  redirectWithoutTelephony(context);
  return loadRates(context);
}

// Capabilities and extras of spec §2 ('Other routes').
const BASICS = [
  'Llamadas locales',
  'Larga distancia nacional',
  'Larga distancia internacional',
  'Recepción de llamadas desde cualquier teléfono',
];
const EXTRAS = [
  { name: 'Llamada en espera', text: 'Tu línea nunca da ocupado.' },
  { name: 'Identificador de llamadas', text: 'Necesitás un teléfono con visor.' },
  { name: 'Desvío de llamadas', text: 'Redirigí tus llamadas a un celular u otros teléfonos.' },
];

export default function Telefonia() {
  const rates = useLoaderData<typeof loader>();
  const cart = useCart();
  return (
    <ServicePage
      title="Telefonía"
      lead="Línea de teléfono fijo para tu hogar."
      page="telefonia"
      rates={rates}
      onAdd={cart.add}
      highlights={BASICS}
      highlightsTitle="Con tu línea podés"
    >
      <h2>Servicios adicionales</h2>
      <ul>
        {EXTRAS.map((e) => (
          <li key={e.name}>
            <strong>{e.name}:</strong> {e.text}
          </li>
        ))}
      </ul>
    </ServicePage>
  );
}
