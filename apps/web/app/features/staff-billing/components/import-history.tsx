import { formatDateTime, type BillingImportSummary } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '~/ui/button/button';
import { Callout } from '~/ui/callout/callout';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { useBillingImports } from '../api/billing-queries';
import { IMPORT_STATUS_LABELS } from '../lib/billing-labels';
import styles from './billing.module.css';

const column = createColumnHelper<BillingImportSummary>();

const columnsOpening = (onOpen: (id: number) => void) => [
  column.accessor('checkedAt', {
    header: 'Subida',
    cell: ({ row: { original } }) => (
      <>
        {formatDateTime(original.checkedAt)}
        <span className={styles.muted}>{original.checkedBy ?? '—'}</span>
      </>
    ),
  }),
  column.accessor('fileName', {
    header: 'Archivo',
    cell: ({ row: { original } }) => (
      <Button variant="ghost" onClick={() => onOpen(original.id)}>
        {original.fileName}
        <span className="visually-hidden"> (ver el informe)</span>
      </Button>
    ),
  }),
  column.accessor('invoices', { header: 'Facturas' }),
  column.accessor('counts', {
    header: 'Resultado',
    cell: (info) => {
      const c = info.getValue();
      return (
        <span className={styles.wide}>
          {c.inserted} nuevas, {c.updated} actualizadas, {c.unchanged} sin cambios, {c.rejected} con errores
        </span>
      );
    },
  }),
  column.accessor('status', { header: 'Estado', cell: (info) => IMPORT_STATUS_LABELS[info.getValue()] }),
  column.accessor('appliedAt', {
    header: 'Aplicada',
    cell: ({ row: { original } }) =>
      original.appliedAt ? (
        <>
          {formatDateTime(original.appliedAt)}
          <span className={styles.muted}>{original.appliedBy ?? '—'}</span>
        </>
      ) : (
        '—'
      ),
  }),
];

/** Who uploaded and applied which file, when, and what came of it (the newest first); a file opens its report. */
export function ImportHistory({ onOpen }: { onOpen: (id: number) => void }) {
  const history = useBillingImports();
  const columns = useMemo(() => columnsOpening(onOpen), [onOpen]);
  // TanStack Table's instance is read fresh each render; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: history.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <section className={styles.section} aria-labelledby="import-history-title">
      <h2 id="import-history-title" className={styles.sectionTitle}>
        Historial de importaciones
      </h2>
      {history.isPending ? <p role="status">Cargando el historial…</p> : null}
      {history.isError ? (
        <Callout tone="error" announce>
          No pudimos cargar el historial. {history.error.message}
        </Callout>
      ) : null}
      {history.data && history.data.items.length === 0 ? <p>Todavía no se importó ningún archivo.</p> : null}
      {history.data && history.data.items.length > 0 ? (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption>Las últimas importaciones, la más nueva primero</caption>
            <DataTableHead table={table} />
            <DataTableBody table={table} />
          </table>
        </div>
      ) : null}
    </section>
  );
}
