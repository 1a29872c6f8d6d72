import { zodResolver } from '@hookform/resolvers/zod';
import { isCompleteCode, messages, sanitiseCodeInput, validateCodeSchema } from '@portal/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { TextField } from '~/ui/field/text-field';
import { MissingFields } from '~/ui/missing-fields/missing-fields';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';

export interface CodeFormProps {
  label: string;
  /** Checks the code; a rejection shows the server's message under the field. */
  validate: (code: string) => Promise<void>;
  /** Beside Continuar, e.g. 'Pedir un código nuevo'. */
  secondaryAction: ReactNode;
}

const codeSchema = validateCodeSchema.pick({ code: true });

/** The 6-digit emailed code (digits only, spec §5); Continuar waits for all six. */
export function CodeForm({ label, validate, secondaryAction }: CodeFormProps) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const missingId = useId();
  const codeField = register('code');

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await validate(values.code);
    } catch (failure) {
      // The server's own message ('El código ingresado es incorrecto.', expired...) tells what to do.
      setError(errorMessage(failure, messages.errorOccurred));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error ?? errors.code?.message}
        {...codeField}
        onChange={(e) => {
          // Digits only, as typed: the field shows what is kept.
          e.target.value = sanitiseCodeInput(e.target.value);
          void codeField.onChange(e);
        }}
      />
      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" disabled={!isCompleteCode(code) || isSubmitting} aria-describedby={missingId}>
          Continuar
        </Button>
      </div>
      <MissingFields id={missingId} labels={isCompleteCode(code) ? [] : ['Código de 6 números']} />
    </form>
  );
}
