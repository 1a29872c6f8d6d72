import { CART_MAX_QUANTITY } from '@portal/domain';
import styles from './cart-panel.module.css';

export interface QuantityControlProps {
  /** The plan's name, so each button says which line it changes. */
  label: string;
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * − n + from 1 to the maximum; the line's trash button removes it. aria-disabled rather than disabled, so
 * focus stays on a button that reaches its limit.
 */
export function QuantityControl({ label, value, onChange }: QuantityControlProps) {
  return (
    <div className={styles.quantity} role="group" aria-label={`Cantidad de ${label}`}>
      <button
        type="button"
        className={styles.step}
        onClick={() => value > 1 && onChange(value - 1)}
        aria-disabled={value <= 1}
        aria-label={`Uno menos de ${label}`}
      >
        −
      </button>
      <output className={styles.count} aria-live="polite" data-testid="cart-item-quantity">
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        onClick={() => value < CART_MAX_QUANTITY && onChange(value + 1)}
        aria-disabled={value >= CART_MAX_QUANTITY}
        aria-label={`Uno más de ${label}`}
      >
        +
      </button>
    </div>
  );
}
