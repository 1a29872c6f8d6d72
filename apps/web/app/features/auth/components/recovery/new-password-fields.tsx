import { MAX_LENGTHS } from '@portal/domain';
import { useId } from 'react';
import { TextField, type TextFieldProps } from '~/ui/field/text-field';
import { PasswordRulesList } from '~/ui/password-rules/password-rules-list';

export interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  /** Input props: react-hook-form's register() result or value/onChange of local state. */
  passwordField: Omit<TextFieldProps, 'label'>;
  repeatField: Omit<TextFieldProps, 'label'>;
  passwordLabel?: string;
}

/** New password and its repeat with the live rule list (password reset and registration). */
export function NewPasswordFields({
  password,
  repeat,
  passwordField,
  repeatField,
  passwordLabel = 'Nueva contraseña',
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTHS.password}
        aria-describedby={rulesId}
        {...passwordField}
      />
      <TextField
        label="Repetir contraseña"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTHS.password}
        aria-describedby={rulesId}
        {...repeatField}
      />
      <PasswordRulesList id={rulesId} password={password} repeat={repeat} />
    </>
  );
}
