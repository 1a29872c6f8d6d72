import type { UseFormReturn } from 'react-hook-form';
import { errorOf } from '~/lib/api/form-error';
import { NumberField } from '~/ui/field/number-field';
import { TextField } from '~/ui/field/text-field';
import type { MessageFormValues } from '../hooks/use-message-form';
import styles from './contact-form.module.css';

/** The labels these fields show, for the missing-fields line under the button. */
export function personLabels(nameLabel = 'Nombre y apellido', dniLabel = 'DNI') {
  return { name: nameLabel, email: 'Email', phone: 'Teléfono', dni: dniLabel };
}

export interface PersonFieldsProps {
  form: UseFormReturn<MessageFormValues>;
  /** Cancellation locks name, email and dni to the customer's own data (spec §5). */
  locked?: boolean;
  nameLabel?: string;
  dniLabel?: string;
}

/** Name, email, phone and DNI: the person fields most forms share. */
export function PersonFields({
  form,
  locked = false,
  nameLabel = 'Nombre y apellido',
  dniLabel = 'DNI',
}: PersonFieldsProps) {
  const lockedProps = locked ? { readOnly: true, hint: 'Dato de tu cuenta' } : {};
  return (
    <div className={locked ? styles.locked : undefined}>
      <TextField
        label={nameLabel}
        autoComplete="name"
        required
        error={errorOf(form, 'name')}
        {...form.register('name')}
        {...lockedProps}
      />
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errorOf(form, 'email')}
          {...form.register('email')}
          {...lockedProps}
        />
        <NumberField
          label="Teléfono"
          autoComplete="tel"
          required
          hint={locked ? undefined : 'Con característica, solo números'}
          error={errorOf(form, 'phone')}
          {...form.register('phone')}
        />
      </div>
      <NumberField
        label={dniLabel}
        required
        error={errorOf(form, 'dni')}
        {...form.register('dni')}
        {...lockedProps}
      />
    </div>
  );
}
