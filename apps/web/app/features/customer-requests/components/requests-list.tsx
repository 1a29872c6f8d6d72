import { formatDate, REQUEST_STATUS_LABELS, type CustomerRequest } from '@portal/domain';
import { formatFileSize } from '~/lib/file-size';
import { Card, CardHeader } from '~/ui/card/card';
import { EmptyState } from '~/ui/empty-state/empty-state';
import { List } from '~/ui/list/list';
import { StatusPill } from '~/ui/status-pill/status-pill';
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
          {request.attachments.length > 0 ? (
            <ul
              className={styles.attachments}
              aria-label={`Documentos de la gestión ${request.number}`}
              data-testid="request-attachments"
            >
              {request.attachments.map((attachment) => (
                <li key={attachment.slot} className={styles.attachment}>
                  <span className={styles.attachmentLabel}>{attachment.label}:</span> {attachment.name}{' '}
                  <span className={styles.attachmentSize}>({formatFileSize(attachment.sizeBytes)})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      ))}
    </List>
  );
}
