import { useMemo } from 'react';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { useCustomerPrefill } from '~/lib/customer/use-customer-prefill';
import { useMessageForm } from '../hooks/use-message-form';
import { MessageForm } from './message-form';
import { errorOf } from '~/lib/api/form-error';
import { PersonFields, personLabels } from './person-fields';

const FIELDS = { name: '', email: '', phone: '', dni: '', address: '', message: '' };

export interface PersonMessageFormProps {
  type: 1 | 8 | 30;
  onClose: () => void;
  nameLabel?: string;
  dniLabel?: string;
  messageLabel?: string;
  /** Dirección the opener already knows; it wins over the customer's stored address. */
  address?: string;
}

/** Contact (1), corporate internet (8) and job application (30): the same six required fields (spec §5). */
export function PersonMessageForm({
  type,
  onClose,
  nameLabel,
  dniLabel,
  messageLabel = 'Mensaje',
  address,
}: PersonMessageFormProps) {
  const prefill = useCustomerPrefill();
  const stored = prefill.status === 'ready' ? prefill.values : null;
  const fields = useMemo(() => (address ? { ...FIELDS, address } : FIELDS), [address]);
  const values = useMemo(() => (stored && address ? { ...stored, address } : stored), [stored, address]);
  const labels = useMemo(
    () => ({ ...personLabels(nameLabel, dniLabel), address: 'Dirección', message: messageLabel }),
    [nameLabel, dniLabel, messageLabel],
  );
  const message = useMessageForm({
    type,
    fields,
    labels,
    onClose,
    prefill: values,
  });
  const { form } = message;
  return (
    <MessageForm state={message}>
      <PersonFields form={form} nameLabel={nameLabel} dniLabel={dniLabel} />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        required
        error={errorOf(form, 'address')}
        {...form.register('address')}
      />
      <TextAreaField
        label={messageLabel}
        required
        error={errorOf(form, 'message')}
        {...form.register('message')}
      />
    </MessageForm>
  );
}
