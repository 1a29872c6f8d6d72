import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';
import { receivedFrom, RequestReceived } from './request-received';

/**
 * Main modal 1: message sent (also the cart's success). Level 2, above any form it follows. The cart passes
 * `{ type: 7, number }` to show its número de gestión; without data it only confirms the message.
 */
export default function MessageSentModal({ onClose, data }: ModalContentProps) {
  const received = receivedFrom(data);
  return (
    <Modal title="Mensaje enviado" onClose={onClose} level={2}>
      {received.type || received.number ? (
        <RequestReceived {...received} />
      ) : (
        <p className={styles.intro}>Recibimos tu mensaje. Nos vamos a comunicar con vos a la brevedad.</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
