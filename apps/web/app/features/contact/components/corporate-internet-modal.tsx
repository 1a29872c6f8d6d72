import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';
import { PersonMessageForm } from './person-message-form';

/** Main modal 5: corporate internet request (message type 8). */
export default function CorporateInternetModal({ onClose }: ModalContentProps) {
  return (
    <Modal title="Internet para empresas" onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>
        Contanos qué necesita tu empresa y un asesor comercial te va a preparar una propuesta.
      </p>
      <PersonMessageForm
        type={8}
        onClose={onClose}
        nameLabel="Nombre y apellido o razón social"
        dniLabel="DNI o CUIT"
        messageLabel="¿Qué necesita tu empresa?"
      />
    </Modal>
  );
}
