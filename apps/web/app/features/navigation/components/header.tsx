import { BRAND_TAGLINE, useBrandName } from '~/lib/config/brand';
import { BrandLogo } from '~/ui/brand/brand-logo';
import { Link, useLocation, useNavigate } from 'react-router';
import { isTestHost } from '~/lib/config/test-host';
import { formatPhone, telHref } from '~/lib/format';
import { ACCOUNT_HOME } from '~/lib/paths';
import { logOut } from '~/lib/session/logout';
import { useApiClient } from '~/lib/api/use-api-client';
import { useCompanyConfig, usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { Icon } from '~/ui/icon/icon';
import { useModals } from '~/ui/modal/modal-manager';
import { HeaderAction } from './header-action';
import styles from './header.module.css';
import { ServiceTabs } from './service-tabs';
import { SideMenu } from './side-menu';

export interface HeaderProps {
  cartCount: number;
  cartOpen: boolean;
  onCartToggle: () => void;
}

export function Header({ cartCount, cartOpen, onCartToggle }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { companyCode, apiHost } = usePublicConfig();
  const config = useCompanyConfig();
  const session = useSession();
  const modals = useModals();
  const api = useApiClient();
  // Account pages use the white header that puts the phone number first (spec §2).
  const variant = pathname.includes('/mi-cuenta') ? 'white' : 'brand';
  const brandName = useBrandName();
  const showCoupons = session.auth && session.coupons > 0;

  return (
    <header
      className={`${styles.header} ${styles[variant]}`}
      data-variant={variant}
      data-signed-in={session.auth || undefined}
      data-testid="site-header"
    >
      <div className={styles.topBar}>
        {config?.phone ? (
          <a className={styles.phone} href={telHref(config.phone)} data-testid="header-phone">
            <Icon name="phone" color="currentColor" size={18} />
            <span>
              Línea gratuita <strong className={styles.phoneNumber}>{formatPhone(config.phone)}</strong>
            </span>
          </a>
        ) : null}
        {isTestHost(apiHost) ? (
          <span className={styles.testBadge} data-testid="test-badge" title="Entorno de prueba">
            TEST
          </span>
        ) : null}
      </div>
      {/* Below 80rem only the top bar and this bar stay on screen while scrolling; the rest scrolls away. */}
      <div className={styles.mainBar}>
        <SideMenu />
        <Link to="/" className={styles.brandLink}>
          {/* Signed in, the header holds seven actions: the tagline gives them its room. */}
          <BrandLogo
            name={brandName}
            tagline={session.auth ? undefined : BRAND_TAGLINE}
            inverse={variant === 'brand'}
            markSize={28}
            compact
          />
        </Link>
        <ServiceTabs variant="main" companyCode={companyCode} pathname={pathname} />
        <ul className={styles.actions} aria-label="Accesos rápidos">
          <HeaderAction
            icon="cart"
            label="Contratanos"
            onClick={onCartToggle}
            expanded={cartOpen}
            controls="cart-panel"
            badge={cartCount}
            badgeLabel={cartCount === 1 ? '1 producto en el carrito' : `${cartCount} productos en el carrito`}
            testId="header-cart"
          />
          <HeaderAction
            icon="user"
            label="Mi cuenta"
            onClick={() => (session.auth ? navigate(ACCOUNT_HOME) : modals.open('login'))}
            testId="header-mi-cuenta"
          />
        </ul>
      </div>
      <div className={styles.moreBar}>
        <ul className={`${styles.actions} ${styles.moreActions}`} aria-label="Más accesos">
          {session.auth ? (
            <HeaderAction
              icon="formalities"
              label="Trámites"
              onClick={() => modals.open('formalities')}
              testId="header-tramites"
            />
          ) : null}
          {showCoupons ? (
            <HeaderAction icon="coupon" label="Cupones" to="/cupones" testId="header-cupones" />
          ) : null}
          <HeaderAction
            icon="help"
            label="Ayuda"
            to="/ayuda/centro-de-ayuda/television"
            testId="header-ayuda"
          />
          <HeaderAction icon="about" label="Nosotros" to="/nosotros" testId="header-nosotros" />
          {session.auth ? (
            <HeaderAction
              icon="logout"
              label="Cerrar sesión"
              onClick={() => {
                void logOut(api, companyCode);
                void navigate('/');
              }}
              testId="header-logout"
            />
          ) : null}
          <HeaderAction
            icon="regret"
            label="Botón de arrepentimiento"
            // A signed-in holder keeps main modal 4; a visitor gets the check without an account (issue #32 §1).
            onClick={() =>
              session.auth
                ? modals.open('main-4')
                : modals.open('cancellation-check', { kind: 'arrepentimiento' })
            }
            testId="header-arrepentimiento"
            emphasis
          />
        </ul>
        <ServiceTabs variant="narrow" companyCode={companyCode} pathname={pathname} />
      </div>
    </header>
  );
}
