// What a bulk action or an export acts on: the rows a member ticked, or every request of the current filter
// (which the server resolves itself, so a filter of 3,000 requests is not sent as 3,000 numbers).
import type { InboxFilter } from '@portal/domain';

export type BulkTarget =
  { kind: 'numbers'; numbers: string[] } | { kind: 'filter'; filter: InboxFilter; total: number };

export function bulkTargetCount(target: BulkTarget): number {
  return target.kind === 'numbers' ? target.numbers.length : target.total;
}

/** 'la gestión G-…', '3 gestiones' or 'todo el filtro (120 gestiones)', for confirmations and notices. */
export function describeBulkTarget(target: BulkTarget): string {
  if (target.kind === 'filter') {
    return `todo el filtro (${target.total} ${target.total === 1 ? 'gestión' : 'gestiones'})`;
  }
  if (target.numbers.length === 1) return `la gestión ${target.numbers[0]}`;
  return `${target.numbers.length} gestiones`;
}
