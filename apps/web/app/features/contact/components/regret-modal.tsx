import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import { useCustomerPrefill } from '~/lib/customer/use-customer-prefill';
import { useMessageForm } from '../hooks/use-message-form';
import styles from './contact-form.module.css';
import { MessageForm } from './message-form';
import { PersonFields, personLabels } from './person-fields';
import { ServiceSelect } from './service-select';

const FIELDS = { name: '', email: '', phone: '', dni: '', service: '' };
const LABELS = { ...personLabels(), service: 'Servicio' };

/** Main modal 4: regret notice (message type 6), opened by the header's regret button. */
export default function RegretModal({ onClose }: ModalContentProps) {
  const prefill = useCustomerPrefill();
  const message = useMessageForm({
    type: 6,
    fields: FIELDS,
    labels: LABELS,
    onClose,
    prefill: prefill.status === 'ready' ? prefill.values : null,
  });
  const { form } = message;
  return (
    <Modal title="Botón de arrepentimiento" onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>
        Si contrataste un servicio a distancia, podés arrepentirte dentro de los 10 días corridos desde la
        contratación, sin costo. Te enviaremos el número de gestión por correo.
      </p>
      <MessageForm state={message}>
        <PersonFields form={form} />
        <ServiceSelect form={form} />
      </MessageForm>
    </Modal>
  );
}
