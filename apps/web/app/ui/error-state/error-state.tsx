import type { ReactNode, Ref } from 'react';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** What went wrong, and what the person can do about it; nothing is shown while it is empty. */
  children: ReactNode;
  /** The box's fill: grey by default, `plain` on a grey form, `danger` (red, bold) where it must stand out. */
  surface?: 'grey' | 'plain' | 'danger';
  id?: string;
  /** -1 lets a form move the focus to the message after a failed send. */
  tabIndex?: number;
  ref?: Ref<HTMLParagraphElement>;
  className?: string;
  'data-testid'?: string;
}

const SURFACE = { grey: '', plain: styles.onPlain, danger: styles.onDanger };

/** A failed send or load said in a box with a red edge, announced as an alert when it appears. */
export function ErrorState({ children, surface = 'grey', className, ...rest }: ErrorStateProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      role="alert"
      className={[styles.error, SURFACE[surface], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </p>
  );
}
