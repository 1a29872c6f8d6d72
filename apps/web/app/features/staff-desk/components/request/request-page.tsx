import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { useRequestDetail } from '../../api/desk-queries';
import { useHasDeskRole } from '../../hooks/use-desk-role';
import { presenceText, usePresence } from '../../hooks/use-presence';
import { CONFLICT_MESSAGE } from '../../lib/conflict';
import { DESK_HOME } from '../../lib/desk-paths';
import { AttachmentLink } from './attachment-link';
import { Composer } from './composer';
import { CustomerPanel } from './customer-panel';
import { MergeDialog } from './merge-dialog';
import { RequestControls } from './request-controls';
import { RequestHeader } from './request-header';
import { RequestThread } from './request-thread';
import styles from './request.module.css';

/** A request as staff work it (issue #30 §2): its header and controls, fields, thread, composer and customer. */
export function RequestPage({ requestNumber }: { requestNumber: string }) {
  const detail = useRequestDetail(requestNumber);
  const viewers = usePresence(requestNumber);
  const canMerge = useHasDeskRole('supervisor');
  const [conflict, setConflict] = useState(false);
  const [merging, setMerging] = useState(false);
  const onConflict = () => setConflict(true);

  async function reload() {
    await detail.refetch();
    setConflict(false);
  }

  if (detail.isPending) return <p role="status">Cargando la gestión…</p>;
  if (detail.isError) {
    return (
      <Callout tone="error" title="No pudimos abrir la gestión" announce>
        {detail.error.message} <Link to={DESK_HOME}>Volver a la bandeja</Link>
      </Callout>
    );
  }
  const data = detail.data;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={DESK_HOME}>← Volver a la bandeja</Link>
      </p>
      <RequestHeader detail={data} />
      <p className={styles.presence} aria-live="polite" data-testid="presence">
        {presenceText(viewers)}
      </p>
      {conflict ? (
        <Callout tone="warning" announce data-testid="conflict">
          {CONFLICT_MESSAGE}{' '}
          <Button variant="secondary" onClick={() => void reload()} disabled={detail.isFetching}>
            Recargar
          </Button>
        </Callout>
      ) : null}
      <RequestControls detail={data} onConflict={onConflict} locked={conflict}>
        {canMerge ? (
          <Button variant="secondary" onClick={() => setMerging(true)} disabled={conflict}>
            Fusionar con…
          </Button>
        ) : null}
      </RequestControls>
      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="fields-title">
            <h2 id="fields-title" className={styles.sectionTitle}>
              Lo que envió
            </h2>
            <p className={styles.summaryText}>{data.summary}</p>
            <dl className={styles.fields}>
              {data.fields.map((field) => (
                <div key={field.label} className={styles.fieldRow}>
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
            {data.attachments.length > 0 ? (
              <>
                <h3 className={styles.subTitle}>Adjuntos</h3>
                <ul className={styles.files}>
                  {data.attachments.map((a) => (
                    <li key={a.id}>
                      <AttachmentLink requestNumber={data.number} attachment={a} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section aria-labelledby="thread-title">
            <h2 id="thread-title" className={styles.sectionTitle}>
              Historia
            </h2>
            <RequestThread requestNumber={data.number} entries={data.thread} customerName={data.name} />
          </section>
          <Composer detail={data} onConflict={onConflict} locked={conflict} />
        </div>
        <aside className={styles.side} aria-label="Datos del cliente">
          <CustomerPanel customerNumber={data.customerNumber} currentNumber={data.number} />
        </aside>
      </div>
      {merging ? (
        <MergeDialog detail={data} onClose={() => setMerging(false)} onConflict={onConflict} />
      ) : null}
    </div>
  );
}
