import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedControlProps, FieldFrame } from './field-frame';
import styles from './field.module.css';

/** Spec §5: text inputs are capped at 60 characters unless a field says otherwise. */
export const TEXT_MAX_LENGTH = 60;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** React 19 passes refs as props; react-hook-form's register() needs it on the input. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, maxLength = TEXT_MAX_LENGTH, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={styles.control}
        maxLength={maxLength}
        {...describedControlProps(id, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
}
