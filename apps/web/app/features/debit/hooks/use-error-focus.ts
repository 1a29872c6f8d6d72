import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * A form step shown again with the server's field errors (after Confirmar) puts focus on the first of them,
 * unless `enabled` is false (the person is on the card / CBU choice). Returns whether it did, so the step's
 * heading leaves focus alone.
 */
export function useErrorFocus<T extends FieldValues, R>(
  form: UseFormReturn<T, unknown, R>,
  enabled: boolean,
): boolean {
  const [first] = useState(() =>
    enabled ? (Object.keys(form.formState.errors)[0] as Path<T> | undefined) : undefined,
  );
  useEffect(() => {
    if (first) form.setFocus(first);
  }, [first, form]);
  return first !== undefined;
}
