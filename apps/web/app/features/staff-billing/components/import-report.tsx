import { formatPesos, type BillingImport, type BillingImportRow } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { formFailure } from '~/lib/api/form-failure';
import { submissionDone, submissionKey } from '~/lib/api/submission-key';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { FormActions } from '~/ui/form-actions/form-actions';
import { useApplyBillingImport } from '../api/billing-queries';
import { APPLIED_ACTION_LABELS, countOf, fieldLabel, ROW_ACTION_LABELS } from '../lib/billing-labels';
import styles from './billing.module.css';

const column = createColumnHelper<BillingImportRow>();

function RowDetail({ row }: { row: BillingImportRow }) {
  const errors = Object.entries(row.errors);
  if (errors.length > 0) {
    return (
      <ul className={styles.errors}>
        {errors.map(([field, message]) => (
          <li key={field}>
            {fieldLabel(field)}: {message}
          </li>
        ))}
      </ul>
    );
  }
  if (row.keptSaldoCents !== null) {
    return <>Queda el saldo del portal, {formatPesos(row.keptSaldoCents)}: ya se cobró parte en línea.</>;
  }
  return null;
}

export interface ImportReportProps {
  billingImport: BillingImport;
  canApply: boolean;
}

/** The dry run's (or the applied import's) report row by row, and the button that applies the same file. */
export function ImportReport({ billingImport, canApply }: ImportReportProps) {
  const apply = useApplyBillingImport();
  const [alert, setAlert] = useState<string | null>(null);
  const applied = billingImport.status === 'applied';
  const labels = applied ? APPLIED_ACTION_LABELS : ROW_ACTION_LABELS;
  const columns = useMemo(
    () => [
      column.accessor('row', { header: 'Línea' }),
      column.accessor('facturaid', { header: 'Factura', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('clientenro', { header: 'Cliente', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('action', { header: 'Resultado', cell: (info) => labels[info.getValue()] }),
      column.display({
        id: 'detalle',
        header: 'Detalle',
        cell: ({ row }) => <RowDetail row={row.original} />,
      }),
    ],
    [labels],
  );
  // TanStack Table's instance is read fresh each render; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: billingImport.rows, columns, getCoreRowModel: getCoreRowModel() });
  const { counts } = billingImport;

  function applyIt() {
    setAlert(null);
    const form = `billing-apply-${billingImport.id}`;
    apply.mutate(
      { id: billingImport.id, idempotencyKey: submissionKey(form, billingImport.id) },
      {
        onSuccess: () => submissionDone(form),
        onError: (error) => setAlert(formFailure(error).alert),
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby="import-report-title">
      <h3 id="import-report-title" className={styles.sectionTitle}>
        {applied ? 'Importación aplicada' : 'Prueba de la importación'}: {billingImport.fileName}
      </h3>
      <p className={styles.lead} role="status">
        {applied
          ? 'Se aplicó este archivo. Este es el resultado, fila por fila.'
          : 'Todavía no cambió nada. Revisá qué haría cada fila y aplicá el mismo archivo.'}
      </p>
      <ul className={styles.counts} aria-label="Resumen">
        <li>{countOf(counts.inserted, 'factura nueva', 'facturas nuevas')}</li>
        <li>{countOf(counts.updated, 'actualizada', 'actualizadas')}</li>
        <li>{countOf(counts.unchanged, 'sin cambios', 'sin cambios')}</li>
        <li>{countOf(counts.rejected, 'fila con errores', 'filas con errores')}</li>
      </ul>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption>Fila por fila (la línea del archivo; el encabezado es la línea 1)</caption>
          <DataTableHead table={table} />
          <DataTableBody
            table={table}
            rowProps={(row) => (row.original.action === 'rejected' ? { className: styles.rejected } : {})}
          />
        </table>
      </div>
      {alert ? (
        <Callout tone="error" announce>
          {alert}
        </Callout>
      ) : null}
      {canApply && billingImport.status === 'checked' ? (
        <FormActions>
          <Button onClick={applyIt} disabled={apply.isPending} aria-busy={apply.isPending}>
            {apply.isPending ? 'Aplicando…' : 'Aplicar la importación'}
          </Button>
        </FormActions>
      ) : null}
    </section>
  );
}
