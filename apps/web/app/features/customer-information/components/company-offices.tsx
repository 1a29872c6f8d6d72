import type { CompanyConfig } from '@portal/domain';
import { formatPhone, telHref } from '~/lib/format';
import { OFFICES_INTRO } from '../data/customer-information-texts';
import styles from './customer-information.module.css';

/** The office and the phones from the company config: nothing here is written into the page's code. */
export function CompanyOffices({ config }: { config: CompanyConfig | null }) {
  const address = config?.address ? `${config.address.address} ${config.address.number}`.trim() : '';
  const hours = config?.opening_hours;
  return (
    <>
      <p>{OFFICES_INTRO}</p>
      <dl className={styles.facts} data-testid="company-offices">
        {address ? (
          <div>
            <dt>Oficina comercial</dt>
            <dd>
              {address}
              {hours?.office ? <span className={styles.factNote}>{hours.office}</span> : null}
            </dd>
          </div>
        ) : null}
        {config?.phone ? (
          <div>
            <dt>Línea gratuita</dt>
            <dd>
              <a href={telHref(config.phone)}>{formatPhone(config.phone)}</a>
              {hours?.phone_support ? <span className={styles.factNote}>{hours.phone_support}</span> : null}
            </dd>
          </div>
        ) : null}
        {config?.whatsapp ? (
          <div>
            <dt>WhatsApp</dt>
            <dd>
              <a
                href={`https://wa.me/${config.whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Escribinos por WhatsApp
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </dd>
          </div>
        ) : null}
        {config?.email ? (
          <div>
            <dt>Correo electrónico</dt>
            <dd>
              <a href={`mailto:${config.email}`}>{config.email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      {config ? null : (
        <p>No pudimos cargar los datos de contacto en este momento. Volvé a intentar en unos minutos.</p>
      )}
    </>
  );
}
