import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formFailure } from '~/lib/api/form-failure';

/**
 * Puts a failed call's per-field messages under the step's own fields and returns the alert to show; a field
 * the step does not have (a check's data, seen again on filing) leaves its message in the alert.
 */
export function showFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string {
  const { fields, alert } = formFailure(error);
  const own = Object.keys(form.getValues());
  const foreign: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (own.includes(name)) form.setError(name as Path<T>, { message });
    else foreign.push(message);
  }
  return foreign.length > 0 ? foreign.join(' ') : alert;
}
