import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTableBody, DataTableHead } from './data-table-parts';

interface Member {
  email: string;
  name: string;
}

const column = createColumnHelper<Member>();
const columns = [
  column.accessor('name', { header: 'Nombre' }),
  column.accessor('email', { header: 'Email', cell: (info) => <a href="#m">{info.getValue()}</a> }),
];

function Members({ data }: { data: Member[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <table>
      <caption>Miembros</caption>
      <DataTableHead table={table} headerClassName={(header) => `col-${header.column.id}`} />
      <DataTableBody table={table} rowProps={(row) => ({ 'data-testid': `fila-${row.original.email}` })} />
    </table>
  );
}

describe('DataTableHead and DataTableBody', () => {
  it('render column headers and one row per item, with the caller’s classes and row attributes', () => {
    render(
      <Members
        data={[
          { email: 'ana@example.com', name: 'Ana' },
          { email: 'luis@example.com', name: 'Luis' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Miembros' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nombre', 'Email']);
    expect(headers[1]).toHaveClass('col-email');
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(within(screen.getByTestId('fila-luis@example.com')).getByRole('link')).toHaveTextContent(
      'luis@example.com',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
