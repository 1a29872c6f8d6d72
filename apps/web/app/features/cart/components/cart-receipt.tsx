import {
  cartItemTotalCents,
  cartTotalCents,
  CONFIRMATION_TEXTS,
  formatPesos,
  MESSAGE_CONFIRMATIONS,
  MESSAGE_TYPES,
  messages,
  type CartItem,
} from '@portal/domain';
import { productLabel } from '~/lib/product-label';
import styles from './cart-panel.module.css';

export interface CartReceiptProps {
  /** The request number the API answered (Crmnumero). */
  number: string;
  items: readonly CartItem[];
}

const CONFIRMATION = MESSAGE_CONFIRMATIONS[MESSAGE_TYPES.cart];

/** After sending: the 'número de gestión' and what was asked, line by line, with the total. */
export function CartReceipt({ number, items }: CartReceiptProps) {
  return (
    <div className={styles.receipt} data-testid="cart-receipt">
      <p className={styles.receiptLead}>{CONFIRMATION.received}</p>
      <p className={styles.receiptNumber}>
        {messages.requestNumberLabel}:{' '}
        <strong className={styles.nowrap} data-testid="cart-request-number">
          {number}
        </strong>
      </p>
      <p className={styles.receiptHint}>{CONFIRMATION_TEXTS.requestNumberKeep}</p>
      <h3 className={styles.receiptTitle}>Lo que pediste</h3>
      <ul className={styles.receiptList}>
        {items.map((item) => (
          <li
            key={`${item.title}-${item.packet_name}-${(item.packets ?? []).map((p) => p.packet_name).join()}`}
          >
            <span>
              {item.quantity ?? 1} × {item.name || item.packet_name} ({productLabel(item.title)})
              {(item.packets ?? []).map((addOn) => (
                <span key={addOn.packet_name} className={styles.receiptAddOn}>
                  + {addOn.name || addOn.packet_name}
                </span>
              ))}
            </span>
            <span className={styles.nowrap}>{formatPesos(cartItemTotalCents(item))}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{messages.cartTotalLabel}</span>
        <strong className={styles.nowrap} data-testid="cart-receipt-total">
          {formatPesos(cartTotalCents(items))}
        </strong>
      </p>
      <p className={styles.receiptLead}>{CONFIRMATION.next}</p>
    </div>
  );
}
