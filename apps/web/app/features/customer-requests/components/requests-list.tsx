import { formatDate, REQUEST_STATUS_LABELS, type CustomerRequest } from '@portal/domain';
import styles from './customer-requests.module.css';

/** The customer's requests, newest first: type, status, number, date (es-AR) and summary. */
export function RequestsList({ requests }: { requests: readonly CustomerRequest[] }) {
  if (requests.length === 0) {
    return <p data-testid="requests-empty">Todavía no tenés gestiones registradas.</p>;
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
            <span className={styles.status}>{REQUEST_STATUS_LABELS[request.status]}</span>
          </div>
          <p className={styles.meta}>
            Gestión N° <span className={styles.number}>{request.number}</span> ·{' '}
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </p>
          <p className={styles.summary}>{request.summary}</p>
        </li>
      ))}
    </ol>
  );
}
