import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordRulesPass, passwordRulesSchema, type PasswordRules } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '~/ui/button/button';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';
import { FormAlert } from '../form-alert';
import { NewPasswordFields } from './new-password-fields';
import { StepHeading } from '../step-heading';

export interface NewPasswordFormProps {
  heading: string;
  intro?: ReactNode;
  /** Sends the password; a rejection shows its message and keeps what was typed. */
  save: (password: string, repeat: string) => Promise<void>;
  onDone: () => void;
}

/** A new password and its repeat with the ticks of spec §5; Confirmar waits for every rule. */
export function NewPasswordForm({ heading, intro, save, onDone }: NewPasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  // Held from the send until onDone: the step changes once saved, so Confirmar never comes back enabled.
  const [saved, setSaved] = useState(false);
  const form = useForm<PasswordRules>({
    resolver: zodResolver(passwordRulesSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [password, repeat] = useWatch({ control: form.control, name: ['password', 'repeatPassword'] });
  const ready = passwordRulesPass(password, repeat);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save(values.password, values.repeatPassword);
    } catch (failure) {
      setError(errorMessage(failure, messages.errorOccurred));
      return;
    }
    setSaved(true);
    onDone();
  });

  return (
    <div>
      <StepHeading>{heading}</StepHeading>
      {intro}
      <form noValidate onSubmit={submit}>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          passwordField={{ ...form.register('password'), error: errors.password?.message }}
          repeatField={{ ...form.register('repeatPassword'), error: errors.repeatPassword?.message }}
        />
        <FormAlert message={error} />
        <Button type="submit" className={styles.submit} disabled={!ready || isSubmitting || saved}>
          Confirmar
        </Button>
      </form>
    </div>
  );
}
