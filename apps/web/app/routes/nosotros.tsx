import { OpenModalButton } from '~/features/contact/components/open-modal-button';
import { hasTelephony } from '~/lib/config/company-config';
import { pageTitle } from '~/lib/paths';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/nosotros';
import styles from './page-actions.module.css';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Nosotros', matches) }];

export default function Nosotros() {
  const { companyCode } = usePublicConfig();
  const services = hasTelephony(companyCode) ? 'televisión, internet y telefonía' : 'televisión e internet';
  return (
    <InfoPage title="Nosotros" lead={`Somos una empresa de ${services} de Tierra del Fuego.`}>
      <p>
        Para consultas comerciales, publicidad o cualquier otra inquietud, escribinos o llamanos. Nuestra
        oficina comercial atiende de lunes a viernes de 9 a 14 h y los sábados de 10 a 13 h.
      </p>
      <p className={styles.actions}>
        <OpenModalButton modal="main-3">Quiero que me contacten</OpenModalButton>
        <OpenModalButton modal="main-5" variant="secondary">
          Internet para empresas
        </OpenModalButton>
      </p>
    </InfoPage>
  );
}
