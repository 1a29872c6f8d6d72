// The supervisor's monthly report (issue #30 §2), computed from plain rows so it is tested with fixed data;
// the SQL only gathers the month's requests. Definitions (ADR 0094):
// - a request belongs to the month it was received in (Ushuaia), to its current queue and assignee;
// - on time: closed on or before its due date (the Ushuaia day of closed_at), over the requests whose outcome
//   is known (closed, or still open past the due date); open ones not yet due count for neither;
// - medians in calendar hours (what the customer waits), from receipt to the first public answer and to the
//   close, over the requests that have one.
import {
  DESK_QUEUE_LABELS,
  DESK_QUEUES,
  REQUEST_CLASSES,
  type DeskReport,
  type RequestClass,
  type ReportRow,
} from '@portal/domain';
import { ushuaiaDate } from '../../lib/ushuaia-time.js';

export interface ReportRequestRow {
  queue: string;
  requestClass: string;
  assignee: { id: number; name: string } | null;
  createdAt: string;
  /** 'YYYY-MM-DD' in Ushuaia. */
  dueDate: string;
  firstAnswerAt: string | null;
  closedAt: string | null;
}

const HOUR_MS = 3_600_000;

/** The middle value (mean of the two middle ones for an even count), to one decimal; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}

const hoursBetween = (from: string, to: string) => Math.max(0, (Date.parse(to) - Date.parse(from)) / HOUR_MS);

function rowOf(key: string, label: string, rows: readonly ReportRequestRow[], today: string): ReportRow {
  const byClass = Object.fromEntries(REQUEST_CLASSES.map((c) => [c, 0])) as Record<RequestClass, number>;
  let decided = 0;
  let onTime = 0;
  const firstAnswer: number[] = [];
  const resolution: number[] = [];
  for (const row of rows) {
    if (row.requestClass in byClass) byClass[row.requestClass as RequestClass] += 1;
    if (row.closedAt !== null) {
      decided += 1;
      if (ushuaiaDate(new Date(row.closedAt)) <= row.dueDate) onTime += 1;
      resolution.push(hoursBetween(row.createdAt, row.closedAt));
    } else if (row.dueDate < today) {
      decided += 1;
    }
    if (row.firstAnswerAt !== null) firstAnswer.push(hoursBetween(row.createdAt, row.firstAnswerAt));
  }
  return {
    key,
    label,
    total: rows.length,
    byClass,
    decided,
    onTime,
    onTimeShare: decided === 0 ? null : Math.round((onTime / decided) * 1000) / 1000,
    medianFirstAnswerHours: median(firstAnswer),
    medianResolutionHours: median(resolution),
  };
}

/** The report of `month` ('YYYY-MM') over its requests; `today` is the Ushuaia day it is asked on. */
export function buildDeskReport(month: string, rows: readonly ReportRequestRow[], today: string): DeskReport {
  const members = new Map<string, { label: string; rows: ReportRequestRow[] }>();
  for (const row of rows) {
    const key = row.assignee ? String(row.assignee.id) : 'none';
    const group = members.get(key) ?? { label: row.assignee?.name ?? 'Sin asignar', rows: [] };
    group.rows.push(row);
    members.set(key, group);
  }
  return {
    month,
    hours: 'calendario',
    total: rowOf('total', 'Total', rows, today),
    queues: DESK_QUEUES.map((queue) =>
      rowOf(
        queue,
        DESK_QUEUE_LABELS[queue],
        rows.filter((row) => row.queue === queue),
        today,
      ),
    ),
    members: [...members.entries()]
      .map(([key, group]) => rowOf(key, group.label, group.rows, today))
      // Members by name; the unassigned last.
      .sort((a, b) => (a.key === 'none' ? 1 : b.key === 'none' ? -1 : a.label.localeCompare(b.label, 'es'))),
  };
}
