import {
  DESK_QUEUE_LABELS,
  REQUEST_CLASS_LABELS,
  formatDateTime,
  type StaffRequestDetail,
} from '@portal/domain';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { formatDay, statusLabel, statusToneOf } from '../../lib/desk-format';
import styles from './request.module.css';

/** Who, what and when: the number, type, status and the legal clock, with its overdue and compensation notices. */
export function RequestHeader({ detail }: { detail: StaffRequestDetail }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        Gestión {detail.number} <span className={styles.type}>· {detail.typeLabel}</span>
      </h1>
      <p className={styles.meta}>
        <StatusPill status={statusLabel(detail.status)} tone={statusToneOf(detail.status)} />
        <span>Clase: {REQUEST_CLASS_LABELS[detail.requestClass]}</span>
        <span>Cola: {DESK_QUEUE_LABELS[detail.queue]}</span>
        <span>Asignada a: {detail.assignee?.name ?? 'nadie'}</span>
        <span className={detail.overdue ? styles.overdueDue : undefined} data-testid="due-date">
          Vence el {formatDay(detail.dueDate)}
        </span>
        <span>Creada el {formatDateTime(detail.createdAt)}</span>
      </p>
      {detail.overdue ? (
        <p className={styles.overdueNotice} data-testid="overdue-notice">
          <strong>Vencida:</strong> pasó la fecha límite legal del {formatDay(detail.dueDate)}.
          {detail.compensationNotice ? ` ${detail.compensationNotice}` : ''}
        </p>
      ) : null}
    </header>
  );
}
