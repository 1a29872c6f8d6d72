import { DESK_QUEUE_LABELS, REQUEST_CLASS_LABELS, formatDateTime, type InboxItem } from '@portal/domain';
import {
  createColumnHelper,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { StatusPill } from '~/ui/status-pill/status-pill';
import { statusLabel, statusToneOf } from '../../lib/desk-format';
import { requestPath } from '../../lib/desk-paths';
import { DueDate } from '../due-date';
import styles from '../desk-table.module.css';

const column = createColumnHelper<InboxItem>();

function SelectAllOnPage({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      aria-label="Seleccionar las gestiones de esta página"
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function columnsFor(selectable: boolean) {
  const data = [
    column.accessor('number', {
      header: 'Número',
      cell: (info) => (
        <Link to={requestPath(info.getValue())} className={styles.numberLink}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('typeLabel', { header: 'Tipo' }),
    column.accessor('name', {
      header: 'Cliente',
      cell: (info) => {
        const { customerNumber } = info.row.original;
        return (
          <>
            {info.getValue()}
            {customerNumber === null ? null : <span className={styles.secondary}>N° {customerNumber}</span>}
          </>
        );
      },
    }),
    column.accessor('locality', { header: 'Localidad', cell: (info) => info.getValue() ?? '—' }),
    column.accessor('status', {
      header: 'Estado',
      cell: (info) => (
        <StatusPill status={statusLabel(info.getValue())} tone={statusToneOf(info.getValue())} />
      ),
    }),
    column.accessor('queue', { header: 'Cola', cell: (info) => DESK_QUEUE_LABELS[info.getValue()] }),
    column.accessor('requestClass', {
      header: 'Clase',
      cell: (info) => REQUEST_CLASS_LABELS[info.getValue()],
    }),
    column.accessor('dueDate', {
      header: 'Vence',
      cell: (info) => <DueDate day={info.getValue()} overdue={info.row.original.overdue} />,
    }),
    column.accessor('assignee', {
      header: 'Asignada a',
      cell: (info) => info.getValue()?.name ?? <span className={styles.secondary}>Sin asignar</span>,
    }),
    column.accessor('createdAt', {
      header: 'Creada',
      cell: (info) => formatDateTime(info.getValue()),
    }),
  ];
  if (!selectable) return data;
  return [
    column.display({
      id: 'select',
      header: ({ table }) => (
        <SelectAllOnPage
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={`Seleccionar la gestión ${row.original.number}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    }),
    ...data,
  ];
}

export interface InboxTableProps {
  items: InboxItem[];
  caption: string;
  /** Supervisors and admins select rows for bulk actions; agents get no checkboxes. */
  selectable: boolean;
  selection: RowSelectionState;
  onSelectionChange: OnChangeFn<RowSelectionState>;
}

/** The inbox as a dense table: a native table (headers, caption), each row's number a link to the request. */
export function InboxTable({ items, caption, selectable, selection, onSelectionChange }: InboxTableProps) {
  const columns = useMemo(() => columnsFor(selectable), [selectable]);
  // The table object is rebuilt from props on every render by design; the compiler leaving it unmemoised is right.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.number,
    state: { rowSelection: selection },
    enableRowSelection: selectable,
    onRowSelectionChange: onSelectionChange,
  });
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <DataTableHead table={table} headerClassName={(header) => styles[`col-${header.column.id}`]} />
        <DataTableBody
          table={table}
          rowProps={(row) => ({
            'data-testid': 'inbox-row',
            'aria-selected': selectable ? row.getIsSelected() : undefined,
            className: row.original.overdue ? styles.overdueRow : undefined,
          })}
        />
      </table>
    </div>
  );
}
