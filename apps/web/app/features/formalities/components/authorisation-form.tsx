import { messages } from '@portal/domain';
import { NumberField } from '~/ui/field/number-field';
import { TextAreaField } from '~/ui/field/text-area-field';
import { TextField } from '~/ui/field/text-field';
import { useFormalityForm } from '../hooks/use-formality-form';
import { errorOf } from '~/lib/api/form-error';
import type { FormalityFormComponentProps } from './form-props';
import { FormalityForm } from './formality-form';
import { FormUnavailable } from './form-unavailable';
import styles from './formalities.module.css';

const EMPTY = { name: '', dni: '', message: '' };
const LABELS = {
  name: 'Nombre y apellido de la persona autorizada',
  dni: 'DNI de la persona autorizada',
  message: 'Los trámites que va a hacer',
};

/** Form 6 (type 13): who is authorised and for what, with the holder's DNI and a bill, both sides, as PDF or photos. */
export function AuthorisationForm(props: FormalityFormComponentProps) {
  if (!props.options.holder) return <FormUnavailable text={messages.holderOnly} onBack={props.onBack} />;
  return <AuthorisationFields {...props} />;
}

function AuthorisationFields({ onClose, onBack }: FormalityFormComponentProps) {
  const state = useFormalityForm({ type: 13, initial: EMPTY, labels: LABELS, onClose });
  const { form } = state;
  return (
    <FormalityForm state={state} onBack={onBack}>
      <p className={styles.intro}>
        Indicá quién va a hacer trámites en tu nombre y adjuntá tu DNI y una factura, de los dos lados.
      </p>
      <div className={styles.row}>
        <TextField
          label="Nombre y apellido de la persona autorizada"
          required
          error={errorOf(form, 'name')}
          {...form.register('name')}
        />
        <NumberField
          label="DNI de la persona autorizada"
          required
          error={errorOf(form, 'dni')}
          {...form.register('dni')}
        />
      </div>
      <TextAreaField
        label="¿Qué trámites va a hacer?"
        required
        error={errorOf(form, 'message')}
        {...form.register('message')}
      />
    </FormalityForm>
  );
}
