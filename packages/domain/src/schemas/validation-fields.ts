// Turns zod issues into the `fields` map of the API error envelope and of the forms: one Spanish
// message per field path, the first one found, because a person fixes one thing at a time.
import type { z } from 'zod';

export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function zodErrorToFields(error: z.ZodError): Record<string, string> {
  return zodIssuesToFields(error.issues);
}
