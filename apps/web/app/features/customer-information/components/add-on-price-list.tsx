import { ADD_ONS_INTRO, ADD_ONS_UNAVAILABLE } from '../data/customer-information-texts';
import type { AddOnPricesState } from '../lib/add-on-prices';
import styles from './customer-information.module.css';

/** The add-ons' monthly prices from the live catalogue, grouped by service. */
export function AddOnPriceList({ state }: { state: AddOnPricesState }) {
  if (state.status === 'error') return <p>{ADD_ONS_UNAVAILABLE}</p>;
  if (state.products.length === 0) return <p>Hoy no ofrecemos adicionales.</p>;
  return (
    <>
      <p>{ADD_ONS_INTRO}</p>
      <div className={styles.addOnGroups} data-testid="add-on-prices">
        {state.products.map((group) => (
          <div key={group.product}>
            <h3 className={styles.subheading}>{group.product}</h3>
            <ul className={styles.addOns}>
              {group.addOns.map((addOn) => (
                <li key={addOn.name + addOn.price}>
                  <span>{addOn.name}</span> <span className={styles.price}>{addOn.price} por mes</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
