import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedControlProps, FieldFrame } from './field-frame';
import styles from './field.module.css';

/** Spec §5: text areas are capped at 3000 characters. */
export const TEXTAREA_MAX_LENGTH = 3000;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  maxLength = TEXTAREA_MAX_LENGTH,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        className={styles.control}
        maxLength={maxLength}
        {...describedControlProps(id, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
