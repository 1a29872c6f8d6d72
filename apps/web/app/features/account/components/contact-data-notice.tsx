import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { CONTACT_DATA_GAP_LABELS, type ContactDataGap } from '../lib/contact-data-gaps';
import styles from './modals/account-modals.module.css';

export interface ContactDataNoticeProps {
  gaps: readonly ContactDataGap[];
  onUpdate: () => void;
  onClose: () => void;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** Account modal 1: asks once per session to complete missing contact data, leading to modal 8. */
export function ContactDataNotice({ gaps, onUpdate, onClose }: ContactDataNoticeProps) {
  return (
    <Modal title="Actualizá tus datos de contacto" onClose={onClose} level={1}>
      <p className={styles.text}>
        Para avisarte sobre tus facturas y gestiones nos falta{' '}
        {listOf(gaps.map((g) => CONTACT_DATA_GAP_LABELS[g]))}. Completalo en un minuto.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Ahora no
        </Button>
        <Button onClick={onUpdate}>Actualizar mis datos</Button>
      </div>
    </Modal>
  );
}
