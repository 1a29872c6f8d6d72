import { zodResolver } from '@hookform/resolvers/zod';
import { staffSecondFactorSchema } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import styles from './sign-in.module.css';

const codeSchema = staffSecondFactorSchema.pick({ code: true });
type CodeInput = z.input<typeof codeSchema>;
type CodeOutput = z.output<typeof codeSchema>;

export interface StaffCodeStepProps {
  onSubmit: (code: string) => Promise<void>;
}

/** The second step: the app's 6 numbers, or (after the link) one of the recovery codes. */
export function StaffCodeStep({ onSubmit }: StaffCodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const switchMode = () => {
    reset({ code: '' });
    setRecovery((value) => !value);
  };
  return (
    <form
      noValidate
      aria-label="Código de verificación"
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
    >
      <p className={styles.text}>
        {recovery
          ? 'Ingresá uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.'
          : 'Abrí tu app de autenticación e ingresá los 6 números que muestra para este portal.'}
      </p>
      {recovery ? (
        <TextField
          key="recovery"
          label="Código de recuperación"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={9}
          error={errors.code?.message}
          {...register('code')}
        />
      ) : (
        <TextField
          key="totp"
          label="Código de 6 números"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Verificando…' : 'Ingresar'}
      </Button>
      <button type="button" className={styles.linkButton} onClick={switchMode}>
        {recovery ? 'Usar el código de la app' : 'Usar un código de recuperación'}
      </button>
    </form>
  );
}
