import type { BillingImport } from '@portal/domain';
import { useState } from 'react';
import { useBillingRole } from '../hooks/use-billing-role';
import { ExportsPanel } from './exports-panel';
import { ImportHistory } from './import-history';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';
import styles from './billing.module.css';

/** Billing (issue #31 §4): the invoice import with its dry run, its history and the exports. */
export function BillingPage() {
  const canAct = useBillingRole('supervisor');
  const [current, setCurrent] = useState<BillingImport | null>(null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Facturación</h1>
      <section className={styles.section} aria-labelledby="import-title">
        <h2 id="import-title" className={styles.sectionTitle}>
          Importar facturas
        </h2>
        {canAct ? (
          <ImportUploadForm key={current?.id ?? 'new'} onChecked={setCurrent} />
        ) : (
          <p className={styles.lead}>Importar y exportar es para supervisores y administradores.</p>
        )}
        {current ? <ImportReport billingImport={current} canApply={canAct} onApplied={setCurrent} /> : null}
      </section>
      <ImportHistory />
      {canAct ? <ExportsPanel /> : null}
    </div>
  );
}
