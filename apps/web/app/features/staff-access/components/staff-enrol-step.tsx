import { zodResolver } from '@hookform/resolvers/zod';
import { staffEnrolSchema, type StaffLoginChallenge } from '@portal/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import styles from './sign-in.module.css';

const codeSchema = staffEnrolSchema.pick({ code: true });
type CodeInput = z.input<typeof codeSchema>;

type Enrolment = Extract<StaffLoginChallenge, { stage: 'alta' }>['enrolment'];

export interface StaffEnrolStepProps {
  enrolment: Enrolment;
  onSubmit: (code: string) => Promise<void>;
}

/** First sign-in (or after a reset): the member adds the key to an authenticator app and proves it works. */
export function StaffEnrolStep({ enrolment, onSubmit }: StaffEnrolStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <form
      noValidate
      aria-label="Alta del segundo factor"
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
    >
      <p className={styles.text}>
        Escaneá el código QR con tu app de autenticación (Google Authenticator, Microsoft Authenticator,
        FreeOTP u otra) o cargá la clave a mano.
      </p>
      <img className={styles.qr} src={enrolment.qrSvgDataUrl} alt="Código QR para tu app de autenticación" />
      <p className={styles.text} id="clave-manual-titulo">
        Clave para cargar a mano:
      </p>
      <p className={styles.key} aria-labelledby="clave-manual-titulo" data-testid="clave-manual">
        {enrolment.manualKey}
      </p>
      <TextField
        label="Código de 6 números que muestra la app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Verificando…' : 'Confirmar'}
      </Button>
    </form>
  );
}
