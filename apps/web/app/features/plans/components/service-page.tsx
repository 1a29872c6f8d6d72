import type { ReactNode } from 'react';
import type { CartItem } from '@portal/domain';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { ServiceIllustration } from '~/ui/illustrations/service-illustration';
import { PageSection } from '~/ui/page-section/page-section';
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

/**
 * The frame of every service page across the container's width: a hero (title, lead, highlights and the
 * service's drawing), the live plans, anything extra and how to reach the company.
 */
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
    <article className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {highlightsTitle ? <h2 className={styles.highlightsTitle}>{highlightsTitle}</h2> : null}
          <ul className={styles.highlights}>
            {highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        <ServiceIllustration service={page} className={styles.illustration} />
      </header>
      <PlanSection state={rates} page={page} onAdd={onAdd} phone={config?.phone} />
      <p className={styles.small}>
        Precios finales mensuales en pesos argentinos, con IVA incluido. Las promociones tienen vigencia
        limitada y están sujetas a disponibilidad técnica en tu domicilio.
      </p>
      {config?.phone || config?.whatsapp ? (
        <PageSection title="Hablá con nosotros" background="alt" headingLevel={2}>
          <ContactChannels phone={config.phone} whatsapp={config.whatsapp} />
        </PageSection>
      ) : null}
    </article>
  );
}
