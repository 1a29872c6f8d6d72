import { emailChangeRequestSchema, isCompleteCode, MAX_LENGTHS, sanitiseCodeInput } from '@portal/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api-client';
import { missingFieldLabels } from '~/lib/missing-fields';
import { useApiClient } from '~/lib/use-api-client';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { confirmEmailChange, requestEmailChange } from '../api/contact-data-api';
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
  const api = useApiClient();
  const [step, setStep] = useState<Step>('idle');
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missingId = useId();
  const missingRequest = missingFieldLabels(
    emailChangeRequestSchema,
    { email, currentPassword },
    { email: 'Nuevo email de acceso', currentPassword: 'Tu contraseña actual' },
  );

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      await action();
    } catch (failure) {
      const wrongPassword = failure instanceof ApiError ? failure.fields?.currentPassword : undefined;
      if (wrongPassword) setPasswordError(wrongPassword);
      else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (missingRequest.length > 0 || busy) return;
    void run(async () => {
      await requestEmailChange(api, clientenro, email, currentPassword);
      setCurrentPassword('');
      setCode('');
      setStep('code');
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    void run(async () => {
      const changed = await confirmEmailChange(api, clientenro, email, code);
      setDone(`Tu email de acceso ahora es ${changed}.`);
      setStep('idle');
      onChanged(changed);
    });
  };

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
            value={email}
            error={error ?? undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Tu contraseña actual"
            type="password"
            autoComplete="current-password"
            maxLength={MAX_LENGTHS.password}
            value={currentPassword}
            error={passwordError ?? undefined}
            hint="La pedimos para que nadie pueda cambiar tu email desde una sesión abierta."
            onChange={(e) => setCurrentPassword(e.target.value)}
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
            value={code}
            error={error ?? undefined}
            onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
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
