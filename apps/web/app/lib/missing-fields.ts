// Which fields keep a form's submit button disabled: the fields the shared zod schema still refuses, named
// by their labels in form order. The MissingFields line (ui/missing-fields) says them under the button.
import type { z } from 'zod';

/** Labels (from `labels`, in its order) of the fields whose values `schema` refuses; other paths are ignored. */
export function missingFieldLabels(
  schema: z.ZodType,
  values: unknown,
  labels: Readonly<Record<string, string>>,
): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
  return Object.entries(labels)
    .filter(([name]) => refused.has(name))
    .map(([, label]) => label);
}
