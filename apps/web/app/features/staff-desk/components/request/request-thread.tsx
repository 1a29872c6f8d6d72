import { formatDateTime, type ThreadEntry, type ThreadEntryKind } from '@portal/domain';
import { AttachmentLink } from './attachment-link';
import styles from './request.module.css';

const KIND_LABELS: Record<ThreadEntryKind, string> = {
  respuesta: 'Respuesta al cliente',
  nota: 'Nota interna — el cliente no la ve',
  cliente: 'Respuesta del cliente',
  estado: 'Cambio de estado',
  asignacion: 'Asignación',
  fusion: 'Fusión',
};

function authorOf(entry: ThreadEntry, customerName: string): string {
  if (entry.author) return entry.author.name;
  return entry.kind === 'cliente' ? customerName : 'Sistema';
}

/** The thread, oldest first; changes are one quiet line, notes are boxed and labelled apart from replies. */
export function RequestThread({
  requestNumber,
  entries,
  customerName,
}: {
  requestNumber: string;
  entries: ThreadEntry[];
  customerName: string;
}) {
  if (entries.length === 0) {
    return <p className={styles.muted}>Todavía no hay respuestas ni notas.</p>;
  }
  return (
    <ol className={styles.thread} aria-label="Historia de la gestión">
      {entries.map((entry) => {
        const isChange = entry.kind === 'estado' || entry.kind === 'asignacion' || entry.kind === 'fusion';
        return (
          <li key={entry.id} className={styles[`entry-${entry.kind}`]} data-testid={`thread-${entry.kind}`}>
            <p className={styles.entryMeta}>
              <span className={styles.entryKind}>{KIND_LABELS[entry.kind]}</span>
              {' · '}
              {authorOf(entry, customerName)}
              {' · '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {isChange ? (
              <p className={styles.entryChange}>{entry.text}</p>
            ) : (
              <p className={styles.entryText}>{entry.text}</p>
            )}
            {entry.attachments.length > 0 ? (
              <ul className={styles.files} aria-label="Adjuntos del mensaje">
                {entry.attachments.map((a) => (
                  <li key={a.id}>
                    <AttachmentLink requestNumber={requestNumber} attachment={a} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
