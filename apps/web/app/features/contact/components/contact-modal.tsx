import { messages } from '@portal/domain';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './contact-form.module.css';
import { PersonMessageForm } from './person-message-form';

/** Main modal 3: 'Quiero que me contacten' (message type 1). */
export default function ContactModal({ onClose }: ModalContentProps) {
  return (
    <Modal title={messages.contactFormTitle} onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>Dejanos tus datos y un asesor se va a comunicar con vos.</p>
      <PersonMessageForm type={1} onClose={onClose} />
    </Modal>
  );
}
