import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  isClosedDeskStatus,
  type CustomerRequestDetail,
} from '@portal/domain';
import type { Ref } from 'react';
import { Callout } from '~/ui/callout/callout';
import { FactList } from '~/ui/fact-list/fact-list';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { AttachmentList } from './attachment-list';
import styles from './request-detail.module.css';

export interface RequestDetailProps {
  request: CustomerRequestDetail;
  /** The status line takes focus after an answer removes the form that held it. */
  statusRef?: Ref<HTMLParagraphElement>;
}

/**
 * One request as its customer follows it: status, class and deadline, the late notice, what was asked and its
 * documents, the status history and the conversation (the provider's public replies and the customer's answers;
 * internal notes never reach the browser).
 */
export function RequestDetail({ request, statusRef }: RequestDetailProps) {
  const open = !isClosedDeskStatus(request.status);
  return (
    <div className={styles.detail}>
      <p className={styles.status} ref={statusRef} tabIndex={-1} data-testid="request-detail-status">
        <StatusPill status={request.statusLabel} />
      </p>
      {request.canAnswer ? (
        <Callout
          tone="warning"
          title="Esperamos tu respuesta"
          className={styles.callout}
          data-testid="request-waiting"
        >
          Leé nuestro último mensaje y respondé abajo para que sigamos con tu gestión.
        </Callout>
      ) : null}
      {request.overdue ? (
        <Callout tone="error" title="Gestión demorada" className={styles.callout} data-testid="request-late">
          {request.lateNotice ??
            'Se venció el plazo para resolverla. Estamos trabajando para hacerlo cuanto antes.'}
        </Callout>
      ) : null}
      <FactList className={styles.facts} data-testid="request-facts">
        <div>
          <dt>Tipo</dt>
          <dd>{request.typeLabel}</dd>
        </div>
        <div>
          <dt>Clase</dt>
          <dd>{request.classLabel}</dd>
        </div>
        <div>
          <dt>Iniciada</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </dd>
        </div>
        {open ? (
          <div className={styles.wide}>
            <dt>Plazo</dt>
            <dd data-testid="request-due">
              {request.overdue ? 'Venció el ' : 'Lo resolvemos antes del '}
              <time dateTime={request.dueDate}>{formatIsoDate(request.dueDate)}</time>
            </dd>
          </div>
        ) : null}
      </FactList>
      <p className={styles.summary}>{request.summary}</p>
      <AttachmentList
        attachments={request.attachments}
        label={`Documentos de la gestión ${request.number}`}
        data-testid="request-detail-attachments"
      />
      <section aria-labelledby="request-history-title" className={styles.block}>
        <h3 id="request-history-title" className={styles.blockTitle}>
          Historial
        </h3>
        <ol className={styles.history} data-testid="request-history">
          {request.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className={styles.historyStep}>
              <span className={styles.historyLabel}>{step.statusLabel}</span>{' '}
              <time dateTime={step.at} className={styles.when}>
                {formatDateTime(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="request-thread-title" className={styles.block}>
        <h3 id="request-thread-title" className={styles.blockTitle}>
          Mensajes
        </h3>
        {request.thread.length === 0 ? (
          <p className={styles.empty}>Todavía no hay mensajes en esta gestión.</p>
        ) : (
          <ol className={styles.thread} data-testid="request-thread">
            {request.thread.map((entry, index) => (
              <li
                key={`${entry.kind}-${entry.at}-${index}`}
                className={styles.message}
                data-kind={entry.kind}
                data-testid="request-message"
              >
                <p className={styles.author}>
                  {entry.kind === 'respuesta' ? 'Respuesta de la empresa' : 'Tu respuesta'}{' '}
                  <time dateTime={entry.at} className={styles.when}>
                    {formatDateTime(entry.at)}
                  </time>
                </p>
                <p className={styles.text}>{entry.text}</p>
                <AttachmentList
                  attachments={entry.attachments}
                  label={`Documentos del mensaje del ${formatDateTime(entry.at)}`}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
