import { useEffect, useRef, type ReactNode } from 'react';
import styles from './debit.module.css';

/**
 * Each step starts at its heading: after Siguiente, Volver or Confirmar the button pressed is gone, so focus
 * moves here instead of falling out of the dialog. A step that opens on an error focuses that field instead.
 */
export function StepHeading({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Only when the step appears: a later change of `focus` must not pull focus away from a field being typed in.
  const focusOnMount = useRef(focus);
  useEffect(() => {
    if (focusOnMount.current) ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  );
}
