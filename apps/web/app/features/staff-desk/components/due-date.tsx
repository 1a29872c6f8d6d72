import { formatDay } from '../lib/desk-format';
import styles from './desk-table.module.css';

/** A due date; an overdue one says so in words (read by screen readers too), never by colour alone. */
export function DueDate({ day, overdue }: { day: string; overdue: boolean }) {
  return (
    <span className={overdue ? styles.overdue : undefined}>
      {formatDay(day)}
      {overdue ? (
        <span className={styles.overdueFlag} data-testid="overdue-flag">
          <span aria-hidden="true">⚠ </span>Vencida
        </span>
      ) : null}
    </span>
  );
}
