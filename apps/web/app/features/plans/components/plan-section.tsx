import type { CartItem } from '@portal/domain';
import type { RatesState } from '../api/load-rates';
import { productLabel, ratesForPage, type ServicePage } from '../lib/catalogue';
import { PlanCard } from './plan-card';
import styles from './plan-section.module.css';

export interface PlanSectionProps {
  state: RatesState;
  page: ServicePage;
  onAdd: (item: CartItem) => void;
  /** Shown when there is nothing to list, so the visitor still has a way to buy. */
  phone?: string;
}

/** The plans of one service page, or a Spanish explanation when the API has none or failed. */
export function PlanSection({ state, page, onAdd, phone }: PlanSectionProps) {
  const call = phone ? ` o llamanos al ${phone}` : '';
  if (state.status === 'error') {
    return (
      <p className={styles.notice} role="status" data-testid="plans-unavailable">
        No pudimos cargar los planes y precios en este momento. Volvé a intentar en unos minutos{call}.
      </p>
    );
  }
  const rates = ratesForPage(state.rates, page);
  if (rates.length === 0) {
    return (
      <p className={styles.notice} data-testid="plans-empty">
        Por ahora no hay planes publicados para este servicio. Consultanos por nuestros canales de atención
        {call}.
      </p>
    );
  }
  return (
    <>
      {rates.map((rate) => (
        <section
          key={rate.product_name}
          className={styles.plans}
          aria-label={`Planes de ${productLabel(rate.product_name)}`}
        >
          <h2 className={styles.title}>Planes de {productLabel(rate.product_name)}</h2>
          <ul className={styles.grid} data-count={Math.min(rate.packets.length, 4)}>
            {rate.packets.map((packet) => (
              <PlanCard
                key={packet.packet_name}
                productName={rate.product_name}
                packet={packet}
                prices={state.prices}
                onAdd={onAdd}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
