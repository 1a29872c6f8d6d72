import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';

/** Main modal 1: message sent (also the cart's success). Level 2, above any form it follows. */
export default function MessageSentModal({ onClose }: ModalContentProps) {
  return (
    <Modal title="Mensaje enviado" onClose={onClose} level={2}>
      <p className={styles.intro}>Recibimos tu mensaje. Nos vamos a comunicar con vos a la brevedad.</p>
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
