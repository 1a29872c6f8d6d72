import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The message react-hook-form holds for a field, if any: what a Field shows under its input. */
export function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: string): string | undefined {
  const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
