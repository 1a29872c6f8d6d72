import { formatDate, formatIsoDate, isClosedDeskStatus, type CustomerRequest } from '@portal/domain';
import { Link } from 'react-router';
import { requestDetailSearch } from '~/lib/paths';
import { buttonClassName } from '~/ui/button/button';
import { Card, CardHeader } from '~/ui/card/card';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { List } from '~/ui/list/list';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { AttachmentList } from './attachment-list';
import styles from './customer-requests.module.css';

/** The deadline while open: the promise, or, once missed, the delay said in words (not by colour alone). */
function Deadline({ request }: { request: CustomerRequest }) {
  if (isClosedDeskStatus(request.status)) return null;
  const due = <time dateTime={request.dueDate}>{formatIsoDate(request.dueDate)}</time>;
  if (request.overdue) {
    return (
      <p className={styles.late} data-testid="request-late">
        <span className={styles.lateMark} aria-hidden="true">
          !
        </span>{' '}
        <strong>Demorada:</strong> debíamos resolverla antes del {due}.
      </p>
    );
  }
  return (
    <p className={styles.due} data-testid="request-due">
      Lo resolvemos antes del {due}
    </p>
  );
}

/**
 * The customer's requests, newest first: type, status, number, date (es-AR), deadline, summary and documents.
 * One that waits on the customer says so and offers 'Responder' where the others offer 'Ver detalle'.
 */
export function RequestsList({ requests }: { requests: readonly CustomerRequest[] }) {
  if (requests.length === 0) {
    return (
      <EmptyState
        title="Todavía no tenés gestiones registradas."
        icon="formalities"
        data-testid="requests-empty"
      >
        <p>Cuando nos pidas asistencia o hagas un trámite, lo vas a ver acá con su número de gestión.</p>
      </EmptyState>
    );
  }
  return (
    <List ordered aria-label="Tus gestiones, la más reciente primero" data-testid="requests-list">
      {requests.map((request) => {
        const waiting = request.status === 'waiting_customer';
        return (
          <Card
            as="li"
            surface="alt"
            key={request.number}
            className={waiting ? styles.waiting : undefined}
            data-testid="request-item"
          >
            <CardHeader
              title={<h3 className={styles.type}>{request.typeLabel}</h3>}
              aside={<StatusPill status={request.statusLabel} data-testid="request-status" />}
            />
            {waiting ? (
              <p className={styles.waitingNote} data-testid="request-waiting">
                Esperamos tu respuesta
              </p>
            ) : null}
            <p className={styles.meta}>
              Gestión N° <span className={styles.number}>{request.number}</span> ·{' '}
              <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
            </p>
            <Deadline request={request} />
            <p className={styles.summary}>{request.summary}</p>
            <AttachmentList
              attachments={request.attachments}
              label={`Documentos de la gestión ${request.number}`}
              data-testid="request-attachments"
            />
            <div className={styles.itemActions}>
              <Link
                to={requestDetailSearch(request.number)}
                className={buttonClassName(waiting ? 'primary' : 'secondary')}
                preventScrollReset
                aria-label={`${waiting ? 'Responder' : 'Ver detalle de'} la gestión ${request.number}`}
              >
                {waiting ? 'Responder' : 'Ver detalle'}
              </Link>
            </div>
          </Card>
        );
      })}
    </List>
  );
}
