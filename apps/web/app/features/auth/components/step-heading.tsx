import { useEffect, useRef, type ReactNode } from 'react';
import styles from './auth.module.css';

export interface StepHeadingProps {
  children: ReactNode;
  /** Moves focus here on mount: after a view or step change, keyboard and screen-reader users start at the top. */
  focus?: boolean;
}

export function StepHeading({ children, focus = true }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  );
}
