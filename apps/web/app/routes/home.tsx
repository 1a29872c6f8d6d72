import { Link, useLoaderData } from 'react-router';
import { localitiesSentence } from '@portal/domain';
import { useCart } from '~/features/cart/hooks/use-cart';
import { CoverageCheck, type CoverageQuery } from '~/features/coverage/components/coverage-check';
import { loadRates } from '~/features/plans/api/load-rates';
import { PlanSection } from '~/features/plans/components/plan-section';
import { ratesForPage } from '~/features/plans/lib/catalogue';
import { hasTelephony } from '~/lib/config/company-config';
import { useCompanyConfig, useCoveredLocalities, usePublicConfig } from '~/lib/config/use-public-config';
import { siteName } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import { Button, buttonClassName } from '~/ui/button/button';
import { Icon, type IconName } from '~/ui/icon/icon';
import { useModals } from '~/ui/modal/modal-manager';
import type { Route } from './+types/home';
import styles from './home.module.css';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: siteName(matches) }];

// Telephony shows only where the API lists it (never for company 20, whose rates drop it).
const HOME_PAGES = ['internet', 'clicktv', 'tv', 'telefonia'] as const;

const SERVICES: ReadonlyArray<{ path: string; name: string; icon: IconName; text: string }> = [
  {
    path: '/internet',
    name: 'Internet',
    icon: 'wifi',
    text: 'Fibra óptica hasta tu casa, sin límite de consumo.',
  },
  {
    path: '/clicktv',
    name: 'Click TV',
    icon: 'video',
    text: 'Televisión en vivo por internet, en todas tus pantallas.',
  },
  {
    path: '/tv',
    name: 'TV',
    icon: 'tv',
    text: 'La grilla de canales en tu televisor, con decodificador digital.',
  },
  {
    path: '/telefonia',
    name: 'Telefonía',
    icon: 'phone',
    text: 'Línea fija con llamadas locales, nacionales e internacionales.',
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // The coverage check is a GET form: without scripts the server renders its answer from the query.
  const params = new URL(request.url).searchParams;
  // A sent form carries both parameters, empty or not: an empty one gets the site's message, not an answer.
  const asked = params.has('localidad') || params.has('calle');
  const coverage: CoverageQuery | null = asked
    ? {
        locality: (params.get('localidad') ?? '').slice(0, 60),
        street: (params.get('calle') ?? '').slice(0, 60),
      }
    : null;
  return { rates: await loadRates(context), coverage };
}

export default function Home() {
  const { rates, coverage } = useLoaderData<typeof loader>();
  const cart = useCart();
  const modals = useModals();
  const config = useCompanyConfig();
  const { companyCode } = usePublicConfig();
  const telephony = hasTelephony(companyCode);
  const localities = useCoveredLocalities();
  const title = telephony
    ? 'Televisión, internet y telefonía en Tierra del Fuego'
    : 'Televisión e internet en Tierra del Fuego';
  // Only pages with plans; with none at all, one section explains why (never three repeated notices).
  const withPlans = HOME_PAGES.filter(
    (p) => rates.status === 'ok' && ratesForPage(rates.rates, p).length > 0,
  );
  const pages = withPlans.length > 0 ? withPlans : HOME_PAGES.slice(0, 1);
  return (
    <InfoPage
      title={title}
      lead={`Fibra óptica, televisión y atención con técnicos propios en ${localitiesSentence(localities)}. Elegí tu plan y te lo instalamos.`}
      actions={
        <>
          <a href="#planes" className={buttonClassName('primary')}>
            Elegí tu plan
          </a>
          <Button variant="secondary" onClick={() => modals.open('main-3')}>
            Quiero que me contacten
          </Button>
        </>
      }
      aside={<CoverageCheck localities={localities} initial={coverage} />}
    >
      <h2>Nuestros servicios</h2>
      <ul className={styles.services}>
        {SERVICES.filter((s) => telephony || s.path !== '/telefonia').map((service) => (
          <li key={service.path}>
            <Link to={service.path} className={styles.service}>
              <span className={styles.serviceName}>
                <Icon name={service.icon} color="currentColor" />
                {service.name}
              </span>
              <span>{service.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div id="planes" className={styles.plans}>
        <p>
          Sumá los planes que quieras al carrito y envianos tu pedido: te contactamos para la instalación.
        </p>
        {pages.map((page) => (
          <PlanSection key={page} state={rates} page={page} onAdd={cart.add} phone={config?.phone} />
        ))}
      </div>
    </InfoPage>
  );
}
