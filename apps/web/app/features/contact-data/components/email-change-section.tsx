import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  isCompleteCode,
  MAX_LENGTHS,
  sanitiseCodeInput,
  type EmailChangeConfirm,
  type EmailChangeRequest,
} from '@portal/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '~/lib/api/api-client';
import { missingFieldLabels } from '~/lib/missing-fields';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/use-contact-data-mutations';
import { errorText } from '../lib/error-text';
import styles from './contact-data.module.css';

export interface EmailChangeSectionProps {
  clientenro: number | string;
  currentEmail: string;
  onChanged: (email: string) => void;
}

type Step = 'idle' | 'email' | 'code';

/**
 * Login email change: the current password first (a borrowed session alone cannot move the account, ADR 0084),
 * then a code goes to the new address and nothing changes until it comes back.
 */
export function EmailChangeSection({ clientenro, currentEmail, onChanged }: EmailChangeSectionProps) {
  const [step, setStep] = useState<Step>('idle');
  const [done, setDone] = useState<string | null>(null);
  const requestChange = useRequestEmailChange(clientenro);
  const confirmChange = useConfirmEmailChange(clientenro);
  const requestForm = useForm<EmailChangeRequest>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const codeForm = useForm<EmailChangeConfirm>({
    resolver: zodResolver(emailChangeConfirmSchema),
    defaultValues: { email: '', code: '' },
  });
  const [email, currentPassword] = useWatch({
    control: requestForm.control,
    name: ['email', 'currentPassword'],
  });
  const code = useWatch({ control: codeForm.control, name: 'code' });
  const busy = requestChange.isPending || confirmChange.isPending;
  // A wrong current password goes under its field; any other failure under the step's first field.
  const wrongPassword =
    requestChange.error instanceof ApiError ? requestChange.error.fields?.currentPassword : undefined;
  const requestError = requestChange.error && !wrongPassword ? errorText(requestChange.error) : undefined;
  const confirmError = confirmChange.error ? errorText(confirmChange.error) : undefined;
  const missingId = useId();
  const missingRequest = missingFieldLabels(
    emailChangeRequestSchema,
    { email, currentPassword },
    { email: 'Nuevo email de acceso', currentPassword: 'Tu contraseña actual' },
  );
  const codeField = codeForm.register('code');

  const sendCode = requestForm.handleSubmit((values) => {
    if (busy) return;
    confirmChange.reset();
    requestChange.mutate(values, {
      onSuccess: () => {
        requestForm.resetField('currentPassword');
        codeForm.reset({ email: values.email, code: '' });
        setStep('code');
      },
    });
  });
  const confirm = codeForm.handleSubmit((values) => {
    if (busy) return;
    requestChange.reset();
    confirmChange.mutate(values, {
      onSuccess: (changed) => {
        setDone(`Tu email de acceso ahora es ${changed}.`);
        setStep('idle');
        onChanged(changed);
      },
    });
  });

  return (
    <section className={styles.group} aria-labelledby="email-access-title">
      <h3 id="email-access-title" className={styles.legend}>
        Email de acceso
      </h3>
      <p className={styles.value}>{currentEmail}</p>
      {done ? (
        <p role="status" className={styles.success}>
          {done}
        </p>
      ) : null}
      {step === 'idle' ? (
        <Button variant="secondary" onClick={() => setStep('email')}>
          Cambiar email de acceso
        </Button>
      ) : null}
      {step === 'email' ? (
        <form noValidate onSubmit={sendCode}>
          <TextField
            label="Nuevo email de acceso"
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTHS.loginEmail}
            error={requestError}
            {...requestForm.register('email')}
          />
          <TextField
            label="Tu contraseña actual"
            type="password"
            autoComplete="current-password"
            maxLength={MAX_LENGTHS.password}
            error={wrongPassword}
            hint="La pedimos para que nadie pueda cambiar tu email desde una sesión abierta."
            {...requestForm.register('currentPassword')}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep('idle')}>
              Cancelar
            </Button>
            <Button type="submit" disabled={missingRequest.length > 0 || busy} aria-describedby={missingId}>
              Enviar código
            </Button>
          </div>
          <MissingFields id={missingId} labels={missingRequest} />
        </form>
      ) : null}
      {step === 'code' ? (
        <form noValidate onSubmit={confirm}>
          <p>
            Te enviamos un código de 6 números a <strong>{email}</strong>. Tu email cambia cuando lo
            confirmes.
          </p>
          <TextField
            label="Código"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={confirmError}
            {...codeField}
            onChange={(e) => {
              // Digits only, as typed: the field shows what is kept.
              e.target.value = sanitiseCodeInput(e.target.value);
              void codeField.onChange(e);
            }}
          />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => setStep('email')}>
              Usar otro email
            </Button>
            <Button type="submit" disabled={!isCompleteCode(code) || busy} aria-describedby={missingId}>
              Confirmar email
            </Button>
          </div>
          <MissingFields id={missingId} labels={isCompleteCode(code) ? [] : ['Código de 6 números']} />
        </form>
      ) : null}
    </section>
  );
}
