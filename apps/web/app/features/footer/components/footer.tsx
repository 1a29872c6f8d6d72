import { Link } from 'react-router';
import type { MouseEvent } from 'react';
import { formatPhone, telHref } from '~/lib/format';
import { hasTelephony } from '~/lib/config/company-config';
import { useCompanyConfig, usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { Icon } from '~/ui/icon/icon';
import { useModals } from '~/ui/modal/modal-manager';
import { StaticIsland } from '~/ui/static-island/static-island';
import { useClientLinks } from '~/ui/static-island/use-client-links';
import {
  CONSUMER_LINKS,
  DATA_FISCAL_URL,
  FOOTER_COLUMNS,
  FOOTER_DOCUMENTS,
  SOCIAL_NETWORKS,
} from '../config/footer-links';
import { officeHoursLines } from '../config/office-hours';
import styles from './footer.module.css';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function Footer() {
  const config = useCompanyConfig();
  const { companyCode } = usePublicConfig();
  const session = useSession();
  const modals = useModals();

  const followLink = useClientLinks();

  // The footer is server HTML that hydration keeps (ADR 0019): one handler serves its buttons and links.
  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element)
      .closest('[data-footer-action]')
      ?.getAttribute('data-footer-action');
    if (action === 'illegal-connection') modals.open('main-6');
    // A signed-in holder keeps main modal 8; a visitor files it without an account (issue #32 §1).
    else if (action === 'cancellation') modals.open(session.auth ? 'main-8' : 'cancellation-check');
    else followLink(event);
  };

  const hasCoupons = session.auth && session.coupons > 0;
  const address = config?.address ? `${config.address.address} ${config.address.number}`.trim() : null;
  const social = SOCIAL_NETWORKS.filter((s) => config?.social_media?.[s.key]);

  return (
    <StaticIsland
      as="footer"
      className={styles.footer}
      data-testid="site-footer"
      clientKey={hasCoupons}
      onClick={onClick}
    >
      <div className={styles.columns}>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.list}>
              {column.entries
                .filter((entry) => !('needsCoupons' in entry && entry.needsCoupons) || hasCoupons)
                .map((entry) => (
                  <li key={entry.label}>
                    {'to' in entry ? (
                      <Link to={entry.to} className={styles.link}>
                        {entry.label}
                      </Link>
                    ) : (
                      <button type="button" className={styles.linkButton} data-footer-action={entry.action}>
                        {entry.label}
                      </button>
                    )}
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <section className={styles.column} aria-labelledby="footer-documentos">
          <h2 id="footer-documentos" className={styles.heading}>
            Documentos y consumidores
          </h2>
          <ul className={styles.list}>
            {FOOTER_DOCUMENTS.map((doc) => (
              <li key={doc.href}>
                <a href={doc.href} className={styles.link} type="application/pdf" {...EXTERNAL}>
                  {doc.label}
                </a>
              </li>
            ))}
            {CONSUMER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link} {...EXTERNAL}>
                  {link.label}
                  <span className="visually-hidden"> (sitio externo, se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.column} aria-labelledby="footer-oficina">
          <h2 id="footer-oficina" className={styles.heading}>
            Oficina comercial
          </h2>
          {address ? (
            <p className={styles.line} data-testid="footer-address">
              <Icon name="location" color="currentColor" size={18} />
              {address}
            </p>
          ) : null}
          {officeHoursLines().map((line) => (
            <p key={line} className={styles.line}>
              <Icon name="clock" color="currentColor" size={18} />
              {line}
            </p>
          ))}
          {config?.phone ? (
            <p className={styles.line}>
              <Icon name="phone" color="currentColor" size={18} />
              <a href={telHref(config.phone)} className={styles.link}>
                {formatPhone(config.phone)}
              </a>
            </p>
          ) : null}
          {(config?.phones ?? []).map((phone) => (
            <p key={`${phone.label}-${phone.number}`} className={styles.line}>
              <Icon name="phone" color="currentColor" size={18} />
              <span>
                {phone.label}:{' '}
                <a href={telHref(phone.number)} className={styles.link}>
                  {phone.number}
                </a>
              </span>
            </p>
          ))}
          {social.length > 0 ? (
            <ul className={styles.social} aria-label="Redes sociales">
              {social.map((s) => (
                <li key={s.key}>
                  <a
                    href={config?.social_media?.[s.key]}
                    className={styles.socialLink}
                    aria-label={`${s.label} (se abre en una pestaña nueva)`}
                    data-testid={`social-${s.key}`}
                    {...EXTERNAL}
                  >
                    <Icon name={s.key} color="currentColor" size={22} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <a href={DATA_FISCAL_URL} className={styles.dataFiscal} data-testid="data-fiscal" {...EXTERNAL}>
            <img
              loading="lazy"
              src="/data-fiscal.svg"
              width="64"
              height="80"
              alt="Data fiscal (sitio de ARCA, se abre en una pestaña nueva)"
            />
          </a>
        </section>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()}{' '}
        {hasTelephony(companyCode) ? 'Televisión, internet y telefonía' : 'Televisión e internet'} en Tierra
        del Fuego.
      </p>
    </StaticIsland>
  );
}
