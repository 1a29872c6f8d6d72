import type { UseFormReturn } from 'react-hook-form';
import type { FormalityValues } from '../hooks/use-formality-form';

/** The message react-hook-form holds for a field, if any. */
export function errorOf(form: UseFormReturn<FormalityValues>, name: string): string | undefined {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}
