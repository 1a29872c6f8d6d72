// One product's plans, each followed by its add-ons and packets (indented), with price, promotion, state,
// order and how many customers have it. Admins get an edit button per row.
import { formatPesos, type CataloguePlan } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '~/ui/button/button';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { promotionSummary } from '../lib/plan-form-values';
import styles from './catalogue.module.css';

export interface PlansTableProps {
  caption: string;
  plans: CataloguePlan[];
  /** Set for admins: the row's edit button calls it. */
  onEdit?: (plan: CataloguePlan) => void;
}

const column = createColumnHelper<CataloguePlan>();

export function PlansTable({ caption, plans, onEdit }: PlansTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('packetName', {
        header: 'Plan',
        cell: ({ row: { original: plan } }) => (
          <span className={plan.parentId === null ? undefined : styles.addOn}>
            {plan.parentId === null ? null : <span className="visually-hidden">Adicional: </span>}
            <strong>{plan.packetName}</strong>
            <span className={styles.muted}>{plan.name}</span>
          </span>
        ),
      }),
      column.accessor('amountCents', {
        header: 'Precio',
        cell: (info) => <span className={styles.nowrap}>{formatPesos(info.getValue())}</span>,
      }),
      column.display({
        id: 'promocion',
        header: 'Promoción',
        cell: (info) => promotionSummary(info.row.original),
      }),
      column.accessor('active', {
        header: 'Estado',
        cell: (info) => (info.getValue() ? 'Activo' : 'Inactivo'),
      }),
      column.accessor('sortOrder', { header: 'Orden' }),
      column.accessor('subscribers', { header: 'Clientes' }),
      ...(onEdit
        ? [
            column.display({
              id: 'acciones',
              header: 'Acciones',
              cell: ({ row: { original: plan } }) => (
                <Button variant="secondary" className={styles.small} onClick={() => onEdit(plan)}>
                  Editar<span className="visually-hidden"> {plan.packetName}</span>
                </Button>
              ),
            }),
          ]
        : []),
    ],
    [onEdit],
  );
  // The React Compiler skips this component (TanStack Table's functions cannot be memoised); that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: plans, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} rowProps={(row) => ({ 'data-testid': `plan-${row.original.id}` })} />
      </table>
    </div>
  );
}
