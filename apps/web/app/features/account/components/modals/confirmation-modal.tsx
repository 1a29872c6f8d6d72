import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import styles from './account-modals.module.css';

export interface ConfirmationModalProps {
  title: string;
  text: string;
  onClose: () => void;
}

/** Account modal 0: a confirmation with its text and one button. */
export function ConfirmationModal({ title, text, onClose }: ConfirmationModalProps) {
  return (
    <Modal title={title} onClose={onClose} level={2}>
      <p className={styles.text} role="status">
        {text}
      </p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
