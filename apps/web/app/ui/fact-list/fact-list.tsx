import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

export interface FactListProps {
  /** `<div><dt>…</dt><dd>…</dd></div>` pairs, stacked label over value. */
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A few labelled facts in a modal or card (name, total, due date): a description list, label above value. */
export function FactList({ children, className, 'data-testid': testId }: FactListProps) {
  return (
    <dl className={[styles.list, className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </dl>
  );
}
