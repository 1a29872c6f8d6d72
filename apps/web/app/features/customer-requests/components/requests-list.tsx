import { formatDate, REQUEST_STATUS_LABELS, type CustomerRequest } from '@portal/domain';
import { Link } from 'react-router';
import { requestDetailSearch } from '~/lib/paths';
import { buttonClassName } from '~/ui/button/button';
import { Card, CardHeader } from '~/ui/card/card';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { List } from '~/ui/list/list';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { AttachmentList } from './attachment-list';
import styles from './customer-requests.module.css';

/** The customer's requests, newest first: type, status, number, date (es-AR), summary and documents. */
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
      {requests.map((request) => (
        <Card as="li" surface="alt" key={request.number} data-testid="request-item">
          <CardHeader
            title={<h3 className={styles.type}>{request.typeLabel}</h3>}
            aside={<StatusPill status={REQUEST_STATUS_LABELS[request.status]} data-testid="request-status" />}
          />
          <p className={styles.meta}>
            Gestión N° <span className={styles.number}>{request.number}</span> ·{' '}
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </p>
          <p className={styles.summary}>{request.summary}</p>
          <AttachmentList
            attachments={request.attachments}
            label={`Documentos de la gestión ${request.number}`}
            data-testid="request-attachments"
          />
          <div className={styles.itemActions}>
            <Link
              to={requestDetailSearch(request.number)}
              className={buttonClassName('secondary')}
              preventScrollReset
              aria-label={`Ver detalle de la gestión ${request.number}`}
            >
              Ver detalle
            </Link>
          </div>
        </Card>
      ))}
    </List>
  );
}
