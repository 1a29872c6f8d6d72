import { DESK_QUEUE_LABELS, staffRoleLabels, type StaffMemberRow } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { useMemo } from 'react';
import { Button } from '~/ui/button/button';
import { formatDeskDateTime } from '../lib/desk-format';
import styles from './desk-page.module.css';

export interface MembersTableProps {
  members: StaffMemberRow[];
  /** The signed-in admin: no deactivation button on their own row. */
  selfId: number;
  onEdit: (member: StaffMemberRow) => void;
  onToggleActive: (member: StaffMemberRow) => void;
  onResetSecondFactor: (member: StaffMemberRow) => void;
}

const column = createColumnHelper<StaffMemberRow>();

export function MembersTable({
  members,
  selfId,
  onEdit,
  onToggleActive,
  onResetSecondFactor,
}: MembersTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Miembro',
        cell: (info) => (
          <>
            {info.getValue()}
            <br />
            <span className={styles.muted}>{info.row.original.email}</span>
          </>
        ),
      }),
      column.accessor('role', { header: 'Rol', cell: (info) => staffRoleLabels[info.getValue()] }),
      column.accessor('queues', {
        header: 'Colas',
        cell: (info) =>
          info
            .getValue()
            .map((queue) => DESK_QUEUE_LABELS[queue])
            .join(', '),
      }),
      column.accessor('active', {
        header: 'Estado',
        cell: (info) => (info.getValue() ? 'Activo' : 'De baja'),
      }),
      column.accessor('enrolled', {
        header: 'Segundo factor',
        cell: (info) => (info.getValue() ? 'Configurado' : 'Pendiente'),
      }),
      column.accessor('lastLoginAt', {
        header: 'Último ingreso',
        cell: (info) => <span className={styles.nowrap}>{formatDeskDateTime(info.getValue())}</span>,
      }),
      column.display({
        id: 'acciones',
        header: 'Acciones',
        cell: ({ row: { original: member } }) => (
          <div className={styles.actions}>
            <Button variant="secondary" className={styles.small} onClick={() => onEdit(member)}>
              Editar<span className="visually-hidden"> a {member.name}</span>
            </Button>
            {member.id === selfId ? null : (
              <Button variant="secondary" className={styles.small} onClick={() => onToggleActive(member)}>
                {member.active ? 'Dar de baja' : 'Reactivar'}
                <span className="visually-hidden"> a {member.name}</span>
              </Button>
            )}
            {member.enrolled ? (
              <Button variant="ghost" className={styles.small} onClick={() => onResetSecondFactor(member)}>
                Reiniciar segundo factor<span className="visually-hidden"> de {member.name}</span>
              </Button>
            ) : null}
          </div>
        ),
      }),
    ],
    [selfId, onEdit, onToggleActive, onResetSecondFactor],
  );
  // The React Compiler skips this component (TanStack Table's functions cannot be memoised); that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: members, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Miembros de la gestión</caption>
        <DataTableHead table={table} />
        <DataTableBody
          table={table}
          rowProps={(row) => ({ 'data-testid': `miembro-${row.original.email}` })}
        />
      </table>
    </div>
  );
}
