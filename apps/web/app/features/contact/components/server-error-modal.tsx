import { messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';

/**
 * Main modal 7: a request could not be sent. `data.alert` is the spec's alert ('Ocurrió un error' or the
 * server's message), shown here as an announced alert instead of window.alert, which blocks the page.
 */
export default function ServerErrorModal({ onClose, data }: ModalContentProps) {
  const alert = typeof data?.alert === 'string' ? data.alert : null;
  return (
    <Modal title="Error" onClose={onClose} level={3}>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <p className={styles.intro}>{messages.serverError}</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
