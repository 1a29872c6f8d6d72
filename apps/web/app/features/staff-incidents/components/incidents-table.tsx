import {
  affectedLocalitiesText,
  formatDateTime,
  incidentHeadline,
  INCIDENT_SERVICE_LABELS,
  type Incident,
} from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '~/ui/button/button';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { INCIDENT_STATE_LABELS, incidentState } from '../lib/incident-state';
import styles from './incidents.module.css';

const column = createColumnHelper<Incident>();

export interface IncidentsTableProps {
  incidents: Incident[];
  /** Supervisors and admins get the edit and close buttons. */
  canChange: boolean;
  onEdit: (incident: Incident) => void;
  onClose: (incident: Incident) => void;
}

export function IncidentsTable({ incidents, canChange, onEdit, onClose }: IncidentsTableProps) {
  const columns = useMemo(
    () => [
      column.accessor((i) => INCIDENT_SERVICE_LABELS[i.service], { id: 'service', header: 'Servicio' }),
      column.accessor((i) => affectedLocalitiesText(i.localities), {
        id: 'localities',
        header: 'Localidades',
      }),
      column.accessor('text', {
        header: 'Texto público',
        cell: (c) => <span className={styles.text}>{c.getValue()}</span>,
      }),
      column.accessor((i) => formatDateTime(i.startsAt), { id: 'startsAt', header: 'Desde' }),
      column.accessor((i) => formatDateTime(i.estimatedEndAt), { id: 'end', header: 'Fin estimado' }),
      column.accessor((i) => INCIDENT_STATE_LABELS[incidentState(i)], { id: 'state', header: 'Estado' }),
      column.accessor('linkedRequests', { header: 'Reclamos' }),
      ...(canChange
        ? [
            column.display({
              id: 'actions',
              header: 'Acciones',
              cell: ({ row: { original: incident } }) =>
                incident.closedAt === null ? (
                  <span className={styles.actions}>
                    <Button
                      variant="ghost"
                      onClick={() => onEdit(incident)}
                      aria-label={`Editar: ${incidentHeadline(incident.service, incident.localities)}`}
                    >
                      Editar
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => onClose(incident)}
                      aria-label={`Cerrar: ${incidentHeadline(incident.service, incident.localities)}`}
                    >
                      Cerrar
                    </Button>
                  </span>
                ) : null,
            }),
          ]
        : []),
    ],
    [canChange, onEdit, onClose],
  );
  // The table object is rebuilt from props on every render by design; the compiler leaving it unmemoised is right.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: incidents, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Incidentes, los más recientes primero</caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} rowProps={(row) => ({ 'data-testid': `incident-${row.original.id}` })} />
      </table>
    </div>
  );
}
