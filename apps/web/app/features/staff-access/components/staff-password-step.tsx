import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_LENGTHS, staffLoginSchema, type StaffLogin } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import styles from './sign-in.module.css';

export interface StaffPasswordStepProps {
  onSubmit: (values: StaffLogin) => Promise<void>;
}

export function StaffPasswordStep({ onSubmit }: StaffPasswordStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffLogin>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate aria-label="Ingresar a la gestión" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTHS.password}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Verificando…' : 'Continuar'}
      </Button>
    </form>
  );
}
