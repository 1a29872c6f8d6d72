import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  /** What the list will hold, or how to fill it. */
  children?: ReactNode;
  icon?: IconName;
  /** A button or link that starts what would fill the list. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** An empty list said in words, with what to do next. */
export function EmptyState({
  title,
  children,
  icon = 'info',
  action,
  'data-testid': testId,
}: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <span className={styles.icon}>
        <Icon name={icon} color="currentColor" size={32} />
      </span>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
