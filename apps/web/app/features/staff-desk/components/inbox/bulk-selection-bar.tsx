import type { ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import { describeBulkTarget, type BulkTarget } from '../../lib/bulk-target';
import styles from './inbox.module.css';

export interface BulkSelectionBarProps {
  target: BulkTarget;
  /** Every row of the page is ticked and the filter holds more: offer the whole filter. */
  canWiden: boolean;
  filterTotal: number;
  onWiden: () => void;
  onClear: () => void;
  /** The bulk actions over `target`. */
  children?: ReactNode;
}

/** Says what a bulk action will touch before the member picks one; widening to the whole filter is explicit. */
export function BulkSelectionBar({
  target,
  canWiden,
  filterTotal,
  onWiden,
  onClear,
  children,
}: BulkSelectionBarProps) {
  const count = target.kind === 'numbers' ? target.numbers.length : target.total;
  return (
    <section className={styles.bulkBar} aria-label="Acciones sobre la selección">
      <p role="status" className={styles.bulkText}>
        {target.kind === 'filter'
          ? `Seleccionaste ${describeBulkTarget(target)}.`
          : `${count} ${count === 1 ? 'gestión seleccionada' : 'gestiones seleccionadas'}.`}
      </p>
      {canWiden ? (
        <Button variant="ghost" onClick={onWiden}>
          Seleccionar todo el filtro ({filterTotal} gestiones)
        </Button>
      ) : null}
      <Button variant="ghost" onClick={onClear}>
        Quitar la selección
      </Button>
      {children}
    </section>
  );
}
