import { Link, useLoaderData } from 'react-router';
import { useCart } from '~/features/cart/hooks/use-cart';
import { loadRates } from '~/features/plans/api/load-rates';
import { PlanSection } from '~/features/plans/components/plan-section';
import { ratesForPage } from '~/features/plans/lib/catalogue';
import { hasTelephony } from '~/lib/company-config';
import { useCompanyConfig, usePublicConfig } from '~/lib/use-public-config';
import { siteName } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteName(matches) }];

// Telephony shows only where the API lists it (never for company 20, whose rates drop it).
const HOME_PAGES = ['internet', 'clicktv', 'tv', 'telefonia'] as const;

export const loader = ({ context }: Route.LoaderArgs) => loadRates(context);

export default function Home() {
  const rates = useLoaderData<typeof loader>();
  const cart = useCart();
  const config = useCompanyConfig();
  const { companyCode } = usePublicConfig();
  const telephony = hasTelephony(companyCode);
  const title = telephony
    ? 'Televisión, internet y telefonía en Tierra del Fuego'
    : 'Televisión e internet en Tierra del Fuego';
  // Only pages with plans; with none at all, one section explains why (never three repeated notices).
  const withPlans = HOME_PAGES.filter(
    (p) => rates.status === 'ok' && ratesForPage(rates.rates, p).length > 0,
  );
  const pages = withPlans.length > 0 ? withPlans : HOME_PAGES.slice(0, 1);
  return (
    <InfoPage title={title} lead="Conocé nuestros servicios y elegí el plan que mejor se adapta a tu casa.">
      <ul>
        <li>
          <Link to="/internet">Internet</Link>: fibra óptica hasta tu casa, sin límite de consumo.
        </li>
        <li>
          <Link to="/clicktv">Click TV</Link>: televisión en vivo por internet, en todas tus pantallas.
        </li>
        <li>
          <Link to="/tv">TV</Link>: la grilla de canales en tu televisor, con decodificador digital.
        </li>
        {telephony ? (
          <li>
            <Link to="/telefonia">Telefonía</Link>: línea fija con llamadas locales, nacionales e
            internacionales.
          </li>
        ) : null}
      </ul>
      <p>Sumá los planes que quieras al carrito y envianos tu pedido: te contactamos para la instalación.</p>
      {pages.map((page) => (
        <PlanSection key={page} state={rates} page={page} onAdd={cart.add} phone={config?.phone} />
      ))}
    </InfoPage>
  );
}
