import { GENDERS, latestAdultBirthDate, messages, toIsoDate } from '@portal/domain';
import { NumberField } from '~/ui/field/number-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { useFormalityForm } from '../hooks/use-formality-form';
import { errorOf } from '~/lib/api/form-error';
import type { FormalityFormComponentProps } from './form-props';
import { FormalityForm } from './formality-form';
import { FormUnavailable } from './form-unavailable';
import styles from './formalities.module.css';

const EMPTY = { name: '', dni: '', birthdate: '', gender: '', email: '', phone: '', address: '' };
const LABELS = {
  name: 'Nombre y apellido',
  dni: 'DNI',
  birthdate: 'Fecha de nacimiento',
  gender: 'Género',
  email: 'Email',
  phone: 'Teléfono',
  address: 'Domicilio',
};

/** Form 4 (type 11): the new holder's data and both sides of their DNI as PDF or photos. */
export function HolderChangeForm(props: FormalityFormComponentProps) {
  if (!props.options.holder) return <FormUnavailable text={messages.holderOnly} onBack={props.onBack} />;
  return <HolderChangeFields {...props} />;
}

function HolderChangeFields({ onClose, onBack }: FormalityFormComponentProps) {
  const state = useFormalityForm({ type: 11, initial: EMPTY, labels: LABELS, onClose });
  const { form } = state;
  return (
    <FormalityForm state={state} onBack={onBack}>
      <p className={styles.intro}>Completá los datos de la persona que va a ser la nueva titular.</p>
      <TextField
        label="Nombre y apellido"
        autoComplete="off"
        required
        error={errorOf(form, 'name')}
        {...form.register('name')}
      />
      <div className={styles.row}>
        <NumberField label="DNI" required error={errorOf(form, 'dni')} {...form.register('dni')} />
        <TextField
          label="Fecha de nacimiento"
          type="date"
          min="1900-01-01"
          max={toIsoDate(latestAdultBirthDate())}
          required
          hint="Tiene que ser mayor de 18 años."
          error={errorOf(form, 'birthdate')}
          {...form.register('birthdate')}
        />
      </div>
      <SelectField
        label="Género"
        options={GENDERS}
        required
        error={errorOf(form, 'gender')}
        {...form.register('gender')}
      />
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errorOf(form, 'email')}
          {...form.register('email')}
        />
        <NumberField
          label="Teléfono"
          required
          hint="Con característica, solo números"
          error={errorOf(form, 'phone')}
          {...form.register('phone')}
        />
      </div>
      <TextField label="Domicilio" required error={errorOf(form, 'address')} {...form.register('address')} />
    </FormalityForm>
  );
}
