import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import { contactTopicTexts } from '../config/contact-topics';
import styles from './contact-form.module.css';
import { PersonMessageForm } from './person-message-form';

/**
 * Main modal 3: 'Quiero que me contacten' (message type 1), optionally opened for a topic (data.topic; the
 * careers page opens it as a job application, type 30) and with an address the opener already has
 * (data.address, from the home's coverage check).
 */
export default function ContactModal({ onClose, data }: ModalContentProps) {
  const { type, title, intro, messageLabel } = contactTopicTexts(data?.topic);
  const address = typeof data?.address === 'string' ? data.address : undefined;
  return (
    <Modal title={title} onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>{intro}</p>
      <PersonMessageForm type={type} onClose={onClose} messageLabel={messageLabel} address={address} />
    </Modal>
  );
}
