import { redirectWithoutTelephony } from '~/lib/telephony-guard';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/telefonia';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Telefonía') }];

export function loader({ context }: Route.LoaderArgs) {
  redirectWithoutTelephony(context);
  return null;
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
  return (
    <InfoPage title="Telefonía" lead="Línea de teléfono fijo para tu hogar.">
      <h2>Con tu línea podés</h2>
      <ul>
        {BASICS.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <h2>Servicios adicionales</h2>
      <ul>
        {EXTRAS.map((e) => (
          <li key={e.name}>
            <strong>{e.name}:</strong> {e.text}
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
