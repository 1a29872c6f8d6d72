import type { AuditEntryView } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { auditActionLabel, compactState } from '../lib/audit-labels';
import { formatDeskDateTime } from '../lib/desk-format';
import styles from './desk-page.module.css';

const column = createColumnHelper<AuditEntryView>();

const columns = [
  column.accessor('createdAt', {
    header: 'Fecha',
    cell: (info) => <span className={styles.nowrap}>{formatDeskDateTime(info.getValue())}</span>,
  }),
  column.accessor('staffName', {
    header: 'Miembro',
    cell: (info) => info.getValue() ?? <span className={styles.muted}>Sin miembro</span>,
  }),
  column.accessor('action', { header: 'Acción', cell: (info) => auditActionLabel(info.getValue()) }),
  column.accessor('entityId', {
    header: 'Objeto',
    cell: (info) => `${info.row.original.entity}${info.getValue() ? ` #${info.getValue()}` : ''}`,
  }),
  column.display({
    id: 'cambio',
    header: 'Antes → después',
    cell: ({ row: { original } }) => (
      <div className={`${styles.mono} ${styles.details}`}>
        {original.before ? <div>Antes: {compactState(original.before)}</div> : null}
        {original.after ? <div>Después: {compactState(original.after)}</div> : null}
        {original.details ? <div>Detalle: {compactState(original.details)}</div> : null}
      </div>
    ),
  }),
  column.accessor('ip', { header: 'IP', cell: (info) => info.getValue() ?? '' }),
];

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  // The React Compiler skips this component (TanStack Table's functions cannot be memoised); that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Registro de auditoría</caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} />
      </table>
    </div>
  );
}
