import { formatDateTime, formatIsoDate, type TrackedRequest } from '@portal/domain';
import { FactList } from '~/ui/fact-list/fact-list';
import { StatusPill } from '~/ui/status-pill/status-pill';
import styles from './claim-tracker.module.css';

/** A tracked request: its state, class and dates, and nothing the number and DNI should not reveal. */
export function TrackedRequestCard({ request }: { request: TrackedRequest }) {
  const open = request.closedAt === null;
  const due = <time dateTime={request.dueDate}>{formatIsoDate(request.dueDate)}</time>;
  return (
    <section className={styles.result} aria-labelledby="tracked-request-title" data-testid="tracked-request">
      <h2 id="tracked-request-title" className={styles.resultTitle}>
        Gestión {request.number}
      </h2>
      <p className={styles.resultType}>{request.typeLabel}</p>
      <StatusPill status={request.statusLabel} />
      <FactList className={styles.facts}>
        <div>
          <dt>Clase</dt>
          <dd>{request.classLabel}</dd>
        </div>
        <div>
          <dt>Registrada</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Último cambio</dt>
          <dd>
            <time dateTime={request.updatedAt}>{formatDateTime(request.updatedAt)}</time>
          </dd>
        </div>
        {open ? (
          <div>
            <dt>Plazo</dt>
            <dd data-testid="tracked-request-due">
              {request.overdue ? <>Venció el {due}</> : <>Lo resolvemos antes del {due}</>}
            </dd>
          </div>
        ) : (
          <div>
            <dt>Cerrada</dt>
            <dd>
              <time dateTime={request.closedAt ?? undefined}>{formatDateTime(request.closedAt ?? '')}</time>
            </dd>
          </div>
        )}
      </FactList>
      {open && request.lateNotice ? <p className={styles.late}>{request.lateNotice}</p> : null}
    </section>
  );
}
