import { Modal } from '~/ui/modal/modal';
import { TextAreaField } from '~/ui/field/text-area-field';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import { useCustomerPrefill } from '~/lib/customer/use-customer-prefill';
import { useCancellationGuard } from '../hooks/use-cancellation-guard';
import { useMessageForm } from '../hooks/use-message-form';
import styles from './contact-form.module.css';
import { MessageForm } from './message-form';
import { errorOf } from '~/lib/api/form-error';
import { PersonFields, personLabels } from './person-fields';
import { ServiceSelect } from './service-select';

const FIELDS = { name: '', email: '', phone: '', dni: '', service: '', details: '' };
const LABELS = { ...personLabels(), service: 'Servicio', details: 'Motivo de la baja' };
const LOCKED = ['name', 'email', 'dni'] as const;

/** Main modal 8: service cancellation (message type 2), customers only, with their own data locked. */
export default function CancellationModal({ onClose }: ModalContentProps) {
  const prefill = useCustomerPrefill();
  useCancellationGuard(prefill, onClose);
  const message = useMessageForm({
    type: 2,
    fields: FIELDS,
    labels: LABELS,
    onClose,
    prefill: prefill.status === 'ready' ? prefill.values : null,
    lockedFields: LOCKED,
  });
  const { form } = message;
  return (
    <Modal title="Baja de servicio" onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>
        La baja voluntaria requiere un aviso con 30 días de anticipación. Te enviaremos el número de gestión
        por correo.
      </p>
      {prefill.status === 'ready' ? (
        <MessageForm state={message} submitLabel="Solicitar la baja">
          <PersonFields form={form} locked />
          <ServiceSelect form={form} />
          <TextAreaField
            label={LABELS.details}
            required
            error={errorOf(form, 'details')}
            {...form.register('details')}
          />
        </MessageForm>
      ) : (
        <p role="status">Cargando tus datos…</p>
      )}
    </Modal>
  );
}
