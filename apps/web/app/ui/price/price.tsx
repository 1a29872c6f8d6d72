import { formatPesos } from '@portal/domain';
import styles from './price.module.css';

export interface PriceProps {
  /** Integer cents (ADR 0011). */
  cents: number;
  /** The regular price, struck through beside a promotional one. */
  regularCents?: number;
  /** Adds 'por mes'; false for one-off amounts. */
  monthly?: boolean;
  /**
   * Formats cents; defaults to the es-AR pesos formatter. Server-rendered pages pass the labels their loader
   * formatted, so hydration does not pay for the browser's first Intl.NumberFormat (ADR 0005).
   */
  format?: (cents: number) => string;
  size?: 'md' | 'lg';
  className?: string;
  'data-testid'?: string;
}

/** An amount in pesos; 'por mes' stays on the amount's line at any width. */
export function Price({
  cents,
  regularCents,
  monthly = true,
  format = formatPesos,
  size = 'md',
  className,
  'data-testid': testId,
}: PriceProps) {
  const struck = regularCents !== undefined && regularCents > cents;
  return (
    <p className={[styles.price, styles[size], className].filter(Boolean).join(' ')} data-testid={testId}>
      {struck ? (
        <s className={styles.regular} data-testid="price-regular">
          <span className="visually-hidden">Precio regular: </span>
          {format(regularCents)}
        </s>
      ) : null}{' '}
      <span className={styles.current}>
        {struck ? <span className="visually-hidden">Precio promocional: </span> : null}
        <strong className={styles.amount} data-testid="price-amount">
          {format(cents)}
        </strong>
        {monthly ? <span className={styles.period}> por mes</span> : null}
      </span>
    </p>
  );
}
