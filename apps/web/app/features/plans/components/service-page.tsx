import type { ReactNode } from 'react';
import type { CartItem } from '@portal/domain';
import { useCompanyConfig } from '~/lib/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { RatesState } from '../api/load-rates';
import type { ServicePage as Page } from '../lib/catalogue';
import { PlanSection } from './plan-section';
import styles from './service-page.module.css';

export interface ServicePageProps {
  title: string;
  lead: string;
  page: Page;
  rates: RatesState;
  onAdd: (item: CartItem) => void;
  /** Why-choose-us points above the plans. */
  highlights: readonly string[];
  /** A heading over the highlights when they are a list of features, as on the telephony page. */
  highlightsTitle?: string;
  children?: ReactNode;
}

/** The frame of every service page: title, highlights, the live plans and anything extra. */
export function ServicePage({
  title,
  lead,
  page,
  rates,
  onAdd,
  highlights,
  highlightsTitle,
  children,
}: ServicePageProps) {
  const config = useCompanyConfig();
  return (
    <InfoPage title={title} lead={lead}>
      {highlightsTitle ? <h2>{highlightsTitle}</h2> : null}
      <ul className={styles.highlights}>
        {highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      {children}
      <PlanSection state={rates} page={page} onAdd={onAdd} phone={config?.phone} />
      <p className={styles.small}>
        Precios finales mensuales en pesos argentinos, con IVA incluido. Las promociones tienen vigencia
        limitada y están sujetas a disponibilidad técnica en tu domicilio.
      </p>
    </InfoPage>
  );
}
