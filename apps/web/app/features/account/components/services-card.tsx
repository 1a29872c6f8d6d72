import { formatPesos, type AccountService } from '@portal/domain';
import { Icon } from '~/ui/icon/icon';
import { serviceTypeIcon, serviceTypeLabel, stateLabel } from '../lib/service-labels';
import cards from './account-cards.module.css';
import styles from './services-card.module.css';

export interface ServicesCardProps {
  services: readonly AccountService[];
  /** Where the services are installed (the active record's address). */
  address: string;
}

/** The active record's services with the plan each bills and its monthly price. */
export function ServicesCard({ services, address }: ServicesCardProps) {
  return (
    <section className={`${cards.card} ${cards.wide}`} aria-labelledby="services-card-title">
      <h2 id="services-card-title" className={cards.cardTitle}>
        Tus servicios
      </h2>
      {address ? (
        <p className={cards.muted} data-testid="services-address">
          <Icon name="location" size={16} color="currentColor" /> {address}
        </p>
      ) : null}
      {services.length === 0 ? (
        <p className={cards.text}>Esta cuenta no tiene servicios contratados.</p>
      ) : (
        <ul className={styles.list}>
          {services.map((service, index) => (
            <li key={`${service.producto}-${index}`} className={styles.item} data-testid="service-item">
              <Icon name={serviceTypeIcon(service.producto_tipo)} color="currentColor" />
              <div className={styles.body}>
                <p className={styles.name}>{service.plan?.name ?? service.producto}</p>
                <p className={cards.muted}>
                  {serviceTypeLabel(service.producto_tipo)} ·{' '}
                  <span className={`${cards.badge} ${service.estado === 'ACTIVO' ? '' : cards.badgeOff}`}>
                    {stateLabel(service.estado)}
                  </span>
                </p>
              </div>
              <p className={styles.price}>
                {service.plan ? (
                  <>
                    {formatPesos(service.plan.amount_cents)}
                    <span className={styles.period}> por mes</span>
                  </>
                ) : (
                  <span className={styles.period}>Precio a consultar</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
