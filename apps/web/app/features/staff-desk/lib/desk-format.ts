// How the desk writes its values. Due dates come as the legal clock's calendar day in Ushuaia ('YYYY-MM-DD'),
// so they are rewritten, never passed through Date (which would read them as UTC midnight).
import {
  ACCOUNT_REQUEST_TYPE_LABELS,
  MESSAGE_TYPE_LABELS,
  DESK_STATUS_LABELS,
  type DeskStatus,
} from '@portal/domain';
import type { Tone } from '~/ui/tone/tone';

/** '2026-11-30' -> '30/11/2026'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Every request type the inbox can hold, for the type filter, by label. */
export const REQUEST_TYPE_OPTIONS = Object.entries({ ...MESSAGE_TYPE_LABELS, ...ACCOUNT_REQUEST_TYPE_LABELS })
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

const STATUS_TONES: Record<DeskStatus, Tone> = {
  received: 'info',
  in_progress: 'warning',
  waiting_customer: 'neutral',
  resolved: 'success',
  rejected: 'danger',
  spam: 'neutral',
};

export function statusLabel(status: DeskStatus): string {
  return DESK_STATUS_LABELS[status];
}

export function statusToneOf(status: DeskStatus): Tone {
  return STATUS_TONES[status];
}
