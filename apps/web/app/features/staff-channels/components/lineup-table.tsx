import type { LineupEntry } from '@portal/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Button } from '~/ui/button/button';
import { DataTableBody, DataTableHead } from '~/ui/data-table/data-table-parts';
import { dayLabel } from '../lib/day-label';
import styles from './staff-channels.module.css';

export interface LineupTableProps {
  caption: string;
  entries: LineupEntry[];
  today: string;
  /** Admins get the row actions; other members read. */
  onLogo?: (entry: LineupEntry) => void;
  onMove?: (entry: LineupEntry) => void;
  onRemove?: (entry: LineupEntry) => void;
}

const column = createColumnHelper<LineupEntry>();

/** When an entry is in the grid, in words: scheduled ones say from when, ending ones until when. */
function validity(entry: LineupEntry, today: string): string {
  const from = entry.startsOn > today ? `Desde el ${dayLabel(entry.startsOn)}` : 'Vigente';
  return entry.endsOn ? `${from}, hasta el ${dayLabel(entry.endsOn)} (sale ese día)` : from;
}

export function LineupTable({ caption, entries, today, onLogo, onMove, onRemove }: LineupTableProps) {
  const columns = useMemo(
    () => [
      column.accessor('logoUrl', {
        header: 'Logo',
        cell: (info) =>
          info.getValue() ? (
            <img
              src={info.getValue()!}
              alt={info.row.original.name}
              width={48}
              height={32}
              className={styles.logo}
            />
          ) : (
            <span className={styles.muted}>Sin logo</span>
          ),
      }),
      column.accessor('number', { header: 'Número' }),
      column.accessor('name', { header: 'Canal' }),
      column.accessor('groupTitle', { header: 'Grupo' }),
      column.display({
        id: 'vigencia',
        header: 'Vigencia',
        cell: ({ row }) => validity(row.original, today),
      }),
      ...(onLogo && onMove && onRemove
        ? [
            column.display({
              id: 'acciones',
              header: 'Acciones',
              cell: ({ row: { original: entry } }) => (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => onLogo(entry)}>
                    Logo<span className="visually-hidden"> de {entry.name}</span>
                  </Button>
                  {entry.endsOn === null ? (
                    <>
                      <Button variant="ghost" onClick={() => onMove(entry)}>
                        Mover<span className="visually-hidden"> {entry.name}</span>
                      </Button>
                      <Button variant="ghost" onClick={() => onRemove(entry)}>
                        Quitar<span className="visually-hidden"> {entry.name}</span>
                      </Button>
                    </>
                  ) : null}
                </div>
              ),
            }),
          ]
        : []),
    ],
    [today, onLogo, onMove, onRemove],
  );
  // The React Compiler skips this component (TanStack Table's functions cannot be memoised); that is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: entries, columns, getCoreRowModel: getCoreRowModel() });
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <DataTableHead table={table} />
        <DataTableBody table={table} rowProps={(row) => ({ 'data-testid': `lineup-${row.original.id}` })} />
      </table>
    </div>
  );
}
