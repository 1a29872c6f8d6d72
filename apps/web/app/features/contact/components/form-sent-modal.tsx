import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';
import { receivedFrom, RequestReceived } from './request-received';

/**
 * Main modal 2: form sent. `data.type` picks what the confirmation says (the spec's 'advisers call within 3
 * working days' where it applies, no call for an anonymous report); `data.number` is the número de gestión.
 */
export default function FormSentModal({ onClose, data }: ModalContentProps) {
  return (
    <Modal title="Formulario enviado" onClose={onClose} level={2}>
      <RequestReceived {...receivedFrom(data)} />
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
