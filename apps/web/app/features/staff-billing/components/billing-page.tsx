import { useState } from 'react';
import { Callout } from '~/ui/callout/callout';
import { useBillingImport } from '../api/billing-queries';
import { useBillingRole } from '../hooks/use-billing-role';
import { ExportsPanel } from './exports-panel';
import { ImportHistory } from './import-history';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';
import styles from './billing.module.css';

/** Billing (issue #31 §4): the invoice import with its dry run, its history and the exports. */
export function BillingPage() {
  const canAct = useBillingRole('supervisor');
  const [openedId, setOpenedId] = useState<number | null>(null);
  const opened = useBillingImport(openedId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Facturación</h1>
      <section className={styles.section} aria-labelledby="import-title">
        <h2 id="import-title" className={styles.sectionTitle}>
          Importar facturas
        </h2>
        {canAct ? (
          <ImportUploadForm key={openedId ?? 'new'} onChecked={({ id }) => setOpenedId(id)} />
        ) : (
          <p className={styles.lead}>Importar y exportar es para supervisores y administradores.</p>
        )}
        {opened.isError ? (
          <Callout tone="error" announce>
            No pudimos abrir la importación. {opened.error.message}
          </Callout>
        ) : null}
        {opened.data ? <ImportReport billingImport={opened.data} canApply={canAct} /> : null}
      </section>
      <ImportHistory onOpen={setOpenedId} />
      {canAct ? <ExportsPanel /> : null}
    </div>
  );
}
