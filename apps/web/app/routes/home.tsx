import { Link } from 'react-router';
import { hasTelephony } from '~/lib/company-config';
import { usePublicConfig } from '~/lib/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'TV, Internet y Telefonía en Tierra del Fuego' }];

export default function Home() {
  const { companyCode } = usePublicConfig();
  const title = hasTelephony(companyCode)
    ? 'Televisión, internet y telefonía en Tierra del Fuego'
    : 'Televisión e internet en Tierra del Fuego';
  return (
    <InfoPage title={title} lead="Conocé nuestros servicios y elegí el plan que mejor se adapta a tu casa.">
      <ul>
        <li>
          <Link to="/clicktv">Click TV</Link>: televisión en vivo por internet, en todas tus pantallas.
        </li>
        <li>
          <Link to="/tv">TV</Link>: la grilla de canales en tu televisor.
        </li>
        <li>
          <Link to="/internet">Internet</Link>: conexión por fibra óptica para tu hogar.
        </li>
        {hasTelephony(companyCode) ? (
          <li>
            <Link to="/telefonia">Telefonía</Link>: línea fija con llamadas locales, nacionales e
            internacionales.
          </li>
        ) : null}
      </ul>
      <p>Los planes y precios se publican en cada página de servicio. Para contratar, hablá con nosotros.</p>
    </InfoPage>
  );
}
