import { OpenModalButton } from '~/features/contact/components/open-modal-button';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/internet';
import styles from './page-actions.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Internet') }];

export default function Internet() {
  return (
    <InfoPage title="Internet" lead="Internet para tu casa en Tierra del Fuego.">
      <p>Acá vas a encontrar los planes de internet con sus velocidades y precios.</p>
      <p className={styles.actions}>
        <OpenModalButton modal="main-5" variant="secondary">
          Internet para empresas
        </OpenModalButton>
      </p>
    </InfoPage>
  );
}
