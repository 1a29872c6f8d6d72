import { formatPesos, pesosToCents, type CartItem, type Packet } from '@portal/domain';
import { useId } from 'react';
import { productLabel } from '~/lib/product-label';
import { Icon } from '~/ui/icon/icon';
import styles from './cart-panel.module.css';

export interface CartItemRowProps {
  item: CartItem;
  /** Packets of the item's product; the item's own plan is always offered. */
  options: readonly Packet[];
  onChangePlan: (packet: Packet) => void;
  onRemove: () => void;
}

export function CartItemRow({ item, options, onChangePlan, onRemove }: CartItemRowProps) {
  const selectId = useId();
  const title = productLabel(item.title);
  const choices = options.some((p) => p.packet_name === item.packet_name)
    ? options
    : [
        { packet_name: item.packet_name, name: item.name, amount: item.amount, promotion: item.promotion },
        ...options,
      ];
  return (
    <li className={styles.item} data-testid="cart-item">
      <div className={styles.itemHead}>
        <strong>{title}</strong>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={`Quitar ${item.name || item.packet_name} del carrito`}
        >
          <Icon name="trash" color="currentColor" size={20} />
        </button>
      </div>
      <label htmlFor={selectId} className={styles.selectLabel}>
        Plan
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={item.packet_name}
        onChange={(e) => {
          const packet = choices.find((p) => p.packet_name === e.target.value);
          if (packet) onChangePlan(packet);
        }}
      >
        {choices.map((p) => (
          <option key={p.packet_name} value={p.packet_name}>
            {p.name || p.packet_name}
          </option>
        ))}
      </select>
      <p className={styles.price} data-testid="cart-item-price">
        {formatPesos(pesosToCents(item.amount))}
        {item.promotion ? <span className={styles.badge}>Promoción</span> : null}
      </p>
    </li>
  );
}
