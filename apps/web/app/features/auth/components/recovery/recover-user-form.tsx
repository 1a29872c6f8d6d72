import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_TAG, recoverUserSchema, type RecoverUser } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { NumberField } from '~/ui/field/number-field';
import { SelectField } from '~/ui/field/select-field';
import { TextField } from '~/ui/field/text-field';
import styles from '../auth.module.css';
import { CaptchaStatus } from '../captcha-status';
import { FormAlert } from '../form-alert';

export interface RecoverUserFormProps {
  verifying: boolean;
  alert: string | null;
  onSubmit: (values: RecoverUser) => Promise<void>;
  onBack: () => void;
  /** What the person typed last time: "Volver" from not-found lets them correct it. */
  initial?: Partial<RecoverUser>;
}

/** Step 0 of recover user: name, customer number and DNI, all required (spec §5). */
export function RecoverUserForm({ verifying, alert, onSubmit, onBack, initial }: RecoverUserFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverUser>({
    resolver: zodResolver(recoverUserSchema),
    defaultValues: { name: '', nro: '', dni: '', ...initial, company: COMPANY_TAG },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Nombre y apellido"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <NumberField
        label="Número de cliente"
        hint="Figura en tu factura."
        maxLength={12}
        error={errors.nro?.message}
        {...register('nro')}
      />
      <SelectField label="Tipo de documento" options={['DNI']} placeholder={null} defaultValue="DNI" />
      <NumberField
        label="Número de documento"
        maxLength={11}
        error={errors.dni?.message}
        {...register('dni')}
      />
      <CaptchaStatus verifying={verifying} />
      <FormAlert message={alert} />
      <div className={styles.actions}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          Volver
        </button>
        <Button type="submit" disabled={isSubmitting}>
          Continuar
        </Button>
      </div>
    </form>
  );
}
