import { isCompleteCode, messages, sanitiseCodeInput } from '@portal/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { errorMessage } from '../lib/error-message';
import styles from './auth.module.css';

export interface CodeFormProps {
  label: string;
  /** Checks the code; a rejection shows the server's message under the field. */
  validate: (code: string) => Promise<void>;
  /** Beside Continuar, e.g. 'Pedir un código nuevo'. */
  secondaryAction: ReactNode;
}

/** The 6-digit emailed code (digits only, spec §5); Continuar waits for all six. */
export function CodeForm({ label, validate, secondaryAction }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await validate(code);
    } catch (failure) {
      // The server's own message ('El código ingresado es incorrecto.', expired...) tells what to do.
      setError(errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error ?? undefined}
        onChange={(e) => setCode(sanitiseCodeInput(e.target.value))}
      />
      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" disabled={!isCompleteCode(code) || busy} aria-describedby={missingId}>
          Continuar
        </Button>
      </div>
      <MissingFields id={missingId} labels={isCompleteCode(code) ? [] : ['Código de 6 números']} />
    </form>
  );
}
