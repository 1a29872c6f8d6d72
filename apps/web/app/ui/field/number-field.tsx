import { isBlockedNumberKey } from '@portal/domain';
import type { KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * Digits-only input (DNI, customer number, phone). A text input with a numeric keyboard instead of
 * type=number, which would accept '-', '+', 'e', 'E' and '.' and drop leading zeros; those keys are
 * blocked as spec §5 asks, and the zod schema still rejects anything pasted.
 */
export function NumberField({ onKeyDown, ...rest }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumberKey(event.key)) event.preventDefault();
    onKeyDown?.(event);
  };
  return <TextField type="text" inputMode="numeric" autoComplete="off" onKeyDown={blockKeys} {...rest} />;
}
