import { formatDate, REQUEST_STATUS_LABELS, type CustomerRequest } from '@portal/domain';
import { formatFileSize } from '~/lib/file-size';
import { EmptyState } from '~/ui/empty-state/empty-state';
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
    <ol
      className={styles.list}
      aria-label="Tus gestiones, la más reciente primero"
      data-testid="requests-list"
    >
      {requests.map((request) => (
        <li key={request.number} className={styles.item} data-testid="request-item">
          <div className={styles.itemHead}>
            <h3 className={styles.type}>{request.typeLabel}</h3>
            <StatusPill status={REQUEST_STATUS_LABELS[request.status]} data-testid="request-status" />
          </div>
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
        </li>
      ))}
    </ol>
  );
}
