import { messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';

/**
 * Main modal 2: form sent; advisers call within 3 working days (spec §9). `data.info` is the optional
 * info message, such as the request number of a cancellation or regret notice.
 */
export default function FormSentModal({ onClose, data }: ModalContentProps) {
  const info = typeof data?.info === 'string' ? data.info : null;
  return (
    <Modal title="Formulario enviado" onClose={onClose} level={2}>
      <p className={styles.intro}>{messages.advisersWillCall}</p>
      {info ? (
        <p className={styles.info} data-testid="form-sent-info">
          {info}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
