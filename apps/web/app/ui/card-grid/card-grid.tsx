import { Children, type ReactNode } from 'react';
import { balancedColumns } from './balanced-columns';
import styles from './card-grid.module.css';

export type CardGridSize = 'sm' | 'md' | 'lg';

export interface CardGridProps {
  /** Each child is one card; as a list the children are <li>. */
  children: ReactNode;
  /** Narrowest a card may get: sm 12rem, md 16rem, lg 20rem. */
  size?: CardGridSize;
  /** Most cards on one row (1 to 6). */
  maxColumns?: number;
  as?: 'ul' | 'ol' | 'div';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

/**
 * Cards in one row where they fit, otherwise in balanced rows. The grid measures its own width (a container
 * query), so it balances the same inside a narrow column or across the page; the allowed column counts are
 * data attributes that the stylesheet turns on from the width where that many cards fit.
 */
export function CardGrid({
  children,
  size = 'md',
  maxColumns = 4,
  as: Element = 'ul',
  className,
  'data-testid': testId,
  ...labels
}: CardGridProps) {
  const count = Children.toArray(children).length;
  const allowed = Object.fromEntries(
    balancedColumns(count, maxColumns).map((c) => [`data-columns-${c}`, '']),
  );
  return (
    <div className={styles.container}>
      <Element
        className={[styles.grid, styles[size], className].filter(Boolean).join(' ')}
        data-count={count}
        data-testid={testId}
        {...allowed}
        {...labels}
      >
        {children}
      </Element>
    </div>
  );
}
