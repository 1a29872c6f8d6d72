import { Modal } from '~/ui/modal/modal';
import { NumberField } from '~/ui/field/number-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import { useMessageForm } from '../hooks/use-message-form';
import styles from './contact-form.module.css';
import { MessageForm } from './message-form';
import { errorOf } from '~/lib/api/form-error';

const FIELDS = { address: '', nro: '', depto: '', house: '', floor: '', message: '' };
const LABELS = {
  address: 'Calle',
  nro: 'Número',
  floor: 'Piso',
  depto: 'Depto',
  house: 'Casa',
  message: 'Descripción',
};

/**
 * Main modal 6: report of an illegal connection (message type 3). It asks for the place, not the person,
 * so it is never pre-filled: a report may be anonymous.
 */
export default function IllegalConnectionModal({ onClose }: ModalContentProps) {
  const message = useMessageForm({
    type: 3,
    fields: FIELDS,
    labels: LABELS,
    onClose,
  });
  const { form } = message;
  const text = (name: string, label: string, required = false) => (
    <TextField label={label} required={required} error={errorOf(form, name)} {...form.register(name)} />
  );
  return (
    <Modal title="Denuncia de conexiones clandestinas" onClose={onClose} level={1} isDismissable={false}>
      <p className={styles.intro}>Indicanos dónde está la conexión. No hace falta que te identifiques.</p>
      <MessageForm state={message}>
        <div className={styles.row}>
          {text('address', LABELS.address, true)}
          <NumberField label={LABELS.nro} required error={errorOf(form, 'nro')} {...form.register('nro')} />
        </div>
        <div className={styles.rowSmall}>
          {text('floor', LABELS.floor)}
          {text('depto', LABELS.depto)}
          {text('house', LABELS.house)}
        </div>
        <TextAreaField
          label={LABELS.message}
          required
          error={errorOf(form, 'message')}
          {...form.register('message')}
        />
      </MessageForm>
    </Modal>
  );
}
