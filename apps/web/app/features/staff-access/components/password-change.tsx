// /gestion/contrasena: the member's own password; the API ends their other sessions.
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LENGTHS, staffPasswordChangeSchema, type StaffPasswordChange } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { useChangePassword } from '../api/staff-admin-api';
import styles from './desk-page.module.css';

export function PasswordChange() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffPasswordChange>({
    resolver: zodResolver(staffPasswordChangeSchema),
    defaultValues: { current: '', next: '' },
  });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    setDone(false);
    try {
      await change.mutateAsync(values);
      reset();
      setDone(true);
    } catch (error) {
      const failure = formFailure(error);
      for (const [field, message] of Object.entries(failure.fields)) {
        setError(field as keyof StaffPasswordChange, { message });
      }
      setAlert(failure.alert);
    }
  });

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Mi contraseña</h1>
      <p>Al cambiarla se cierran tus sesiones abiertas en otros navegadores.</p>
      <p role="status" aria-live="polite" className={done ? styles.success : undefined}>
        {done ? 'Cambiamos tu contraseña.' : null}
      </p>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} aria-label="Cambiar mi contraseña">
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTHS.password}
          error={errors.current?.message}
          {...register('current')}
        />
        <TextField
          label="Contraseña nueva"
          type="password"
          autoComplete="new-password"
          maxLength={MAX_LENGTHS.password}
          hint="Al menos 6 caracteres y una mayúscula."
          error={errors.next?.message}
          {...register('next')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Cambiar contraseña'}
        </Button>
      </form>
    </div>
  );
}
