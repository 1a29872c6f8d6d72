import type { HTMLAttributes, ReactNode } from 'react';
import styles from './list.module.css';

export interface ListProps extends HTMLAttributes<HTMLElement> {
  /** `ol` when the order means something (newest first). */
  ordered?: boolean;
  /** A list of cards wants an accessible name: what it lists, and in which order. */
  'aria-label': string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A list of cards stacked with a gap and without bullets; screen readers still announce it as a list. */
export function List({ ordered = false, className, children, ...rest }: ListProps) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={[styles.list, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
