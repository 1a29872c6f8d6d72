import type { ReactNode } from 'react';
import styles from './form-actions.module.css';

export interface FormActionsProps {
  /** The buttons, the main one last. */
  children: ReactNode;
  /** `between` puts the first button at the start and the rest at the end. */
  align?: 'end' | 'between';
  className?: string;
}

/** The row of buttons that ends a form or a dialog; it wraps on a narrow screen. */
export function FormActions({ children, align = 'end', className }: FormActionsProps) {
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')} data-align={align}>
      {children}
    </div>
  );
}
