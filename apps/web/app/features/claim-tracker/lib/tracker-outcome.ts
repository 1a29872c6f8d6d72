import type { TrackedRequest } from '@portal/domain';

/** The fields as the person typed them, kept so an answer never empties the form. */
export interface TrackerValues {
  numero: string;
  dni: string;
}

/** What a lookup ends in: the request, no match, field errors, or a failure (its message, or null for a 5xx). */
export type TrackerOutcome =
  | { kind: 'found'; values: TrackerValues; request: TrackedRequest }
  | { kind: 'not-found'; values: TrackerValues }
  | { kind: 'invalid'; values: TrackerValues; fields: Record<string, string> }
  | { kind: 'failed'; values: TrackerValues; message: string | null };
