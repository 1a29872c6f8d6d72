import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import styles from './customers.module.css';

export interface RecordTableProps<T> {
  caption: string;
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column helper mixes value types.
  columns: ColumnDef<T, any>[];
  empty: string;
  rowTestId?: string;
}

/** One history of the customer's page as a table that scrolls inside its own region on a phone. */
export function RecordTable<T>({ caption, rows, columns, empty, rowTestId }: RecordTableProps<T>) {
  // TanStack Table's instance is rebuilt each render on purpose; the compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <DataTableHead table={table} />
        <DataTableBody
          table={table}
          rowProps={rowTestId ? () => ({ 'data-testid': rowTestId }) : undefined}
        />
      </table>
    </div>
  );
}
