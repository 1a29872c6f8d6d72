import { messages } from '@portal/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '~/ui/field/checkbox-field';
import { SelectField } from '~/ui/field/select-field';
import { HOW_HEARD_OPTIONS, PREVIOUS_PROVIDER_OPTIONS } from '../../config/register-options';
import type { RegisterFormValues } from '../../lib/register-form';
import styles from '../auth.module.css';
import { NewPasswordFields } from '../recovery/new-password-fields';

/** Step 3: how they heard of us, previous provider, password with its rules, and the terms. */
export function RegisterExtraStep({ form }: { form: UseFormReturn<RegisterFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [password, repeat] = useWatch({ control, name: ['password', 'repeatPassword'] });
  return (
    <div>
      <div className={styles.grid}>
        <SelectField
          label="¿Cómo nos conociste?"
          options={HOW_HEARD_OPTIONS}
          error={errors.howHeard?.message}
          {...register('howHeard')}
        />
        <SelectField
          label="¿Qué servicio de internet tenías antes?"
          options={PREVIOUS_PROVIDER_OPTIONS}
          error={errors.previousProvider?.message}
          {...register('previousProvider')}
        />
      </div>
      <NewPasswordFields
        passwordLabel="Contraseña"
        password={password}
        repeat={repeat}
        passwordField={register('password')}
        repeatField={register('repeatPassword')}
      />
      <CheckboxField
        label={messages.acceptTerms}
        error={errors.acceptByC?.message}
        {...register('acceptByC')}
      />
      <p className={styles.note}>
        <a href="/terminos-y-condiciones" target="_blank" rel="noopener">
          Leer las bases y condiciones (se abre en otra pestaña)
        </a>
      </p>
    </div>
  );
}
