import type { ReactNode } from 'react';
import styles from './field-set.module.css';

export interface FieldSetProps {
  /** Names the group: screen readers read it before each field inside. */
  legend: ReactNode;
  children: ReactNode;
  /** The feature's look of the legend (size, colour, space under it). */
  legendClassName?: string;
  className?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** Fields that answer one question together (a date's month and year, invoices to pay), without a frame. */
export function FieldSet({ legend, children, legendClassName, className, ...rest }: FieldSetProps) {
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')} {...rest}>
      <legend className={[styles.legend, legendClassName].filter(Boolean).join(' ')}>{legend}</legend>
      {children}
    </fieldset>
  );
}
