import type { CartItem, Rate } from '@portal/domain';
import type { MouseEvent } from 'react';
import { StaticIsland } from '~/ui/static-island/static-island';
import type { RatesState } from '../api/load-rates';
import { productLabel, ratesForPage, toCartItem, type ServicePage } from '../lib/catalogue';
import { ADD_ON_NAME } from './plan-add-ons';
import { ADD_PLAN_ATTRIBUTE, PLAN_CARD_ATTRIBUTE, PlanCard } from './plan-card';
import styles from './plan-section.module.css';

/** The cart item an 'Agregar al carrito' click asks for: the button's plan with its card's ticked add-ons. */
function itemOfClick(event: MouseEvent, rate: Rate): CartItem | null {
  const button = (event.target as Element).closest(`[${ADD_PLAN_ATTRIBUTE}]`);
  const packet = rate.packets.find((p) => p.packet_name === button?.getAttribute(ADD_PLAN_ATTRIBUTE));
  const card = button?.closest(`[${PLAN_CARD_ATTRIBUTE}]`);
  if (!packet || !card) return null;
  const ticked = new Set(
    Array.from(
      card.querySelectorAll<HTMLInputElement>(`input[name="${ADD_ON_NAME}"]:checked`),
      (i) => i.value,
    ),
  );
  return toCartItem(
    rate.product_name,
    packet,
    (packet.packets ?? []).filter((addOn) => ticked.has(addOn.packet_name)),
  );
}

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
          {/* The cards are server HTML that hydration keeps as sent; one handler serves their buttons. */}
          <StaticIsland
            as="ul"
            className={styles.grid}
            data-count={Math.min(rate.packets.length, 4)}
            onClick={(event) => {
              const item = itemOfClick(event, rate);
              if (item) onAdd(item);
            }}
          >
            {rate.packets.map((packet) => (
              <PlanCard key={packet.packet_name} packet={packet} prices={state.prices} />
            ))}
          </StaticIsland>
        </section>
      ))}
    </>
  );
}
