// The header and body of a TanStack Table as a native table's thead and tbody (the back office's tables): the
// caller keeps its own <table>, caption and row attributes.
import { flexRender, type Header, type Row, type Table } from '@tanstack/react-table';
import type { HTMLAttributes } from 'react';

export function DataTableHead<T>({
  table,
  headerClassName,
}: {
  table: Table<T>;
  headerClassName?: (header: Header<T, unknown>) => string | undefined;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className={headerClassName?.(header)}>
              {flexRender(header.column.columnDef.header, header.getContext())}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

export function DataTableBody<T>({
  table,
  rowProps,
}: {
  table: Table<T>;
  rowProps?: (row: Row<T>) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
}) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} {...rowProps?.(row)}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
