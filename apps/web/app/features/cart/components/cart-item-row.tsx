import { cartItemTotalCents, formatPesos, pesosToCents, type CartItem, type Packet } from '@portal/domain';
import { useId } from 'react';
import { productLabel } from '~/lib/product-label';
import { Icon } from '~/ui/icon/icon';
import styles from './cart-panel.module.css';
import { QuantityControl } from './quantity-control';

export interface CartItemRowProps {
  item: CartItem;
  /** Packets of the item's product; the item's own plan is always offered. */
  options: readonly Packet[];
  onChangePlan: (packet: Packet) => void;
  onToggleAddOn: (addOn: Packet) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: product, plan, its add-ons to tick, how many and the line's monthly price. */
export function CartItemRow({
  item,
  options,
  onChangePlan,
  onToggleAddOn,
  onQuantity,
  onRemove,
}: CartItemRowProps) {
  const id = useId();
  const title = productLabel(item.title);
  const plan = item.name || item.packet_name;
  const choices = options.some((p) => p.packet_name === item.packet_name)
    ? options
    : [
        { packet_name: item.packet_name, name: item.name, amount: item.amount, promotion: item.promotion },
        ...options,
      ];
  const chosen = item.packets ?? [];
  // The catalogue's add-ons of this plan once loaded; until then, the ones already ticked.
  const offered = options.find((p) => p.packet_name === item.packet_name)?.packets ?? chosen;
  const quantity = item.quantity ?? 1;
  return (
    <li className={styles.item} data-testid="cart-item">
      <div className={styles.itemHead}>
        <strong>{title}</strong>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={`Quitar ${plan} del carrito`}
        >
          <Icon name="trash" color="currentColor" size={20} />
        </button>
      </div>
      <label htmlFor={`${id}-plan`} className={styles.selectLabel}>
        Plan
      </label>
      <select
        id={`${id}-plan`}
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
      {offered.length > 0 ? (
        <fieldset className={styles.addOns}>
          <legend className={styles.selectLabel}>Adicionales</legend>
          {offered.map((addOn, index) => (
            <div key={addOn.packet_name} className={styles.addOn}>
              <input
                id={`${id}-addon-${index}`}
                type="checkbox"
                checked={chosen.some((c) => c.packet_name === addOn.packet_name)}
                onChange={() => onToggleAddOn(addOn)}
              />
              <label htmlFor={`${id}-addon-${index}`}>
                {addOn.name || addOn.packet_name}{' '}
                <span className={styles.addOnPrice}>+ {formatPesos(pesosToCents(addOn.amount))}</span>
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.lineFoot}>
        <QuantityControl label={plan} value={quantity} onChange={onQuantity} />
        <p className={styles.price} data-testid="cart-item-price">
          {item.promotion ? <span className={styles.badge}>Promoción</span> : null}
          <span className={styles.nowrap}>{formatPesos(cartItemTotalCents(item))}</span>
        </p>
      </div>
    </li>
  );
}
