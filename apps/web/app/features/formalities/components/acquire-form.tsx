import { messages } from '@portal/domain';
import { NumberField } from '~/ui/field/number-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import { useFormalityForm } from '../hooks/use-formality-form';
import { errorOf } from '~/lib/api/form-error';
import { PLAN_FIELD, planOptions } from '../lib/plan-options';
import type { FormalityFormComponentProps } from './form-props';
import { FormalityForm } from './formality-form';
import { FormUnavailable } from './form-unavailable';
import styles from './formalities.module.css';

/** Form 1 (type 9): only the products the record lacks, at least one plan, and the person's data. */
export function AcquireForm({ options, prefill, onClose, onBack }: FormalityFormComponentProps) {
  const missing = options.products.filter((product) => product.current === null);
  if (missing.length === 0) return <FormUnavailable text={messages.allServicesContracted} onBack={onBack} />;
  return <AcquireFields {...{ options, prefill, onClose, onBack }} />;
}

/** The 'at least one plan' rule is filed under internetPlan, so that label names the choice. */
const LABELS = {
  internetPlan: 'Un plan',
  name: 'Nombre y apellido',
  email: 'Email',
  phone: 'Teléfono',
  dni: 'DNI',
};

function AcquireFields({ options, prefill, onClose, onBack }: FormalityFormComponentProps) {
  const missing = options.products.filter((product) => product.current === null);
  const state = useFormalityForm({
    type: 9,
    initial: {
      name: prefill.name,
      email: prefill.email,
      phone: prefill.phone,
      dni: prefill.dni,
      internetPlan: '',
      clickTvPlan: '',
    },
    labels: LABELS,
    onClose,
  });
  const { form } = state;
  // The schema files the 'at least one plan' error under internetPlan; it shows under the first select.
  const planError = errorOf(form, 'internetPlan');
  return (
    <FormalityForm state={state} onBack={onBack}>
      <p className={styles.intro}>Elegí el plan de cada servicio que quieras sumar (al menos uno).</p>
      {missing.map((product, index) => {
        const field = PLAN_FIELD[product.product];
        return (
          <SelectField
            key={product.product}
            label={`Plan de ${product.label}`}
            options={planOptions(product)}
            placeholder="Ninguno"
            error={index === 0 ? planError : field === 'internetPlan' ? undefined : errorOf(form, field)}
            {...form.register(field, { deps: ['internetPlan', 'clickTvPlan'] })}
          />
        );
      })}
      <TextField
        label="Nombre y apellido"
        autoComplete="name"
        required
        error={errorOf(form, 'name')}
        {...form.register('name')}
      />
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errorOf(form, 'email')}
          {...form.register('email')}
        />
        <NumberField
          label="Teléfono"
          autoComplete="tel"
          required
          hint="Con característica, solo números"
          error={errorOf(form, 'phone')}
          {...form.register('phone')}
        />
      </div>
      <NumberField label="DNI" required error={errorOf(form, 'dni')} {...form.register('dni')} />
    </FormalityForm>
  );
}
