import { messages, MOVE_PROVINCE } from '@portal/domain';
import { NumberField } from '~/ui/field/number-field';
import { TextField } from '~/ui/field/text-field';
import { useFormalityForm } from '../hooks/use-formality-form';
import { errorOf } from '~/lib/api/form-error';
import type { FormalityFormComponentProps } from './form-props';
import { FormalityForm } from './formality-form';
import { FormUnavailable } from './form-unavailable';
import styles from './formalities.module.css';

const EMPTY = { address: '', city: '', locality: '', numberOfMouths: '' };
const LABELS = {
  address: 'Domicilio nuevo',
  city: 'Ciudad',
  locality: 'Barrio o localidad',
  numberOfMouths: 'Cantidad de bocas de TV',
};

/** Empty stays undefined (the schema says 'required'); digits become the number the schema expects. */
const toCount = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

/** Form 5 (type 12): the new address, how many TV outlets, and the province, fixed to Tierra del Fuego. */
export function MoveForm(props: FormalityFormComponentProps) {
  if (!props.options.holder) return <FormUnavailable text={messages.holderOnly} onBack={props.onBack} />;
  return <MoveFields {...props} />;
}

function MoveFields({ onClose, onBack }: FormalityFormComponentProps) {
  const state = useFormalityForm({
    type: 12,
    initial: EMPTY,
    fixed: { province: MOVE_PROVINCE },
    labels: LABELS,
    onClose,
  });
  const { form } = state;
  return (
    <FormalityForm state={state} onBack={onBack}>
      <p className={styles.intro}>¿A dónde te mudás? Coordinamos el traslado de tus servicios.</p>
      <TextField
        label="Domicilio nuevo"
        required
        error={errorOf(form, 'address')}
        {...form.register('address')}
      />
      <div className={styles.row}>
        <TextField label="Ciudad" required error={errorOf(form, 'city')} {...form.register('city')} />
        <TextField
          label="Barrio o localidad"
          required
          error={errorOf(form, 'locality')}
          {...form.register('locality')}
        />
      </div>
      <div className={styles.row}>
        <NumberField
          label="Cantidad de bocas de TV"
          required
          maxLength={2}
          error={errorOf(form, 'numberOfMouths')}
          {...form.register('numberOfMouths', { setValueAs: toCount })}
        />
        <TextField
          label="Provincia"
          value={MOVE_PROVINCE}
          readOnly
          hint="Solo instalamos en Tierra del Fuego."
        />
      </div>
    </FormalityForm>
  );
}
