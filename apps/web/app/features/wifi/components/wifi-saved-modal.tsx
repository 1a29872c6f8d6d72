import { wifiMessages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import styles from './wifi.module.css';

/** Account modal 10: network changes saved. Loaded on demand, with ui/modal. */
export default function WifiSavedModal({ number, onClose }: { number: string; onClose: () => void }) {
  return (
    <Modal title="Cambios guardados" onClose={onClose} level={1}>
      <p className={styles.intro}>{wifiMessages.saved}</p>
      <p data-testid="wifi-request-number">
        Número de gestión: <span className={styles.number}>{number}</span>. Lo podés seguir en Mis gestiones.
      </p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
