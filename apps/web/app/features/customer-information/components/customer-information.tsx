import { localitiesSentence } from '@portal/domain';
import { Link } from 'react-router';
import { useCompanyConfig, useCoveredLocalities } from '~/lib/config/use-public-config';
import { telHref } from '~/lib/format';
import { SERVICE_DOCUMENTS } from '~/lib/service-documents';
import {
  AAIP_SITE,
  CONTRACTS_INTRO,
  COVERAGE_TEXT,
  DO_NOT_CALL,
  ENACOM,
  OBLIGATIONS,
  PERSONAL_DATA_LEGEND,
  PLANS_INTRO,
  RIGHTS,
  RIGHTS_INTRO,
  TRACKER_TEXT,
} from '../data/customer-information-texts';
import type { AddOnPricesState } from '../lib/add-on-prices';
import { AddOnPriceList } from './add-on-price-list';
import { ClaimDeadlines } from './claim-deadlines';
import { CompanyOffices } from './company-offices';
import { ExternalLink } from './external-link';
import { InfoSection } from './info-section';
import { PowerOfAttorney } from './power-of-attorney';
import { TableOfContents } from './table-of-contents';
import styles from './customer-information.module.css';

const SERVICE_PAGES = [
  { to: '/internet', label: 'Internet' },
  { to: '/tv', label: 'TV' },
  { to: '/clicktv', label: 'Click TV' },
  { to: '/telefonia', label: 'Telefonía' },
];

export interface CustomerInformationProps {
  addOnPrices: AddOnPricesState;
  /** Company code 20 sells no telephony: its page is not linked. */
  telephony: boolean;
}

/** What Res. 733/2017 asks a provider's site to show, one linkable section each (issue #32 §2). */
export function CustomerInformation({ addOnPrices, telephony }: CustomerInformationProps) {
  const config = useCompanyConfig();
  const localities = localitiesSentence(useCoveredLocalities());
  return (
    <div className={styles.layout}>
      <TableOfContents />
      <InfoSection id="derechos-y-obligaciones">
        <p>{RIGHTS_INTRO}</p>
        <h3 className={styles.subheading}>Tus derechos</h3>
        <ul className={styles.list}>
          {RIGHTS.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
        <h3 className={styles.subheading}>Tus obligaciones</h3>
        <ul className={styles.list}>
          {OBLIGATIONS.map((obligation) => (
            <li key={obligation}>{obligation}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="modelos-de-contrato">
        <p>{CONTRACTS_INTRO}</p>
        <ul className={styles.list}>
          {SERVICE_DOCUMENTS.map((doc) => (
            <li key={doc.href}>
              <a href={doc.href} type="application/pdf">
                {doc.label}
              </a>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="oficinas-y-telefonos">
        <CompanyOffices config={config} />
      </InfoSection>
      <InfoSection id="reclamos">
        <ClaimDeadlines />
      </InfoSection>
      <InfoSection id="seguimiento">
        <p>{TRACKER_TEXT}</p>
        <p>
          <Link to="/seguimiento">Seguí tu reclamo con su número de gestión</Link>
        </p>
      </InfoSection>
      <InfoSection id="enacom">
        <p>{ENACOM.intro}</p>
        <dl className={styles.facts} data-testid="enacom-channels">
          <div>
            <dt>Línea gratuita del ENACOM</dt>
            <dd>
              <a href={telHref(ENACOM.phone)}>{ENACOM.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Sitio web</dt>
            <dd>
              <ExternalLink href={ENACOM.site}>{ENACOM.siteLabel}</ExternalLink>
            </dd>
          </div>
          <div>
            <dt>Reclamos</dt>
            <dd>
              <ExternalLink href={ENACOM.claimsForm}>{ENACOM.claimsFormLabel}</ExternalLink>
            </dd>
          </div>
        </dl>
      </InfoSection>
      <InfoSection id="planes-y-precios">
        <p>{PLANS_INTRO}</p>
        <ul className={styles.list}>
          {SERVICE_PAGES.filter((page) => telephony || page.to !== '/telefonia').map((page) => (
            <li key={page.to}>
              <Link to={page.to}>Planes de {page.label}</Link>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="precios-de-adicionales">
        <AddOnPriceList state={addOnPrices} />
      </InfoSection>
      <InfoSection id="zona-de-cobertura">
        <p>
          {COVERAGE_TEXT} {localities}.
        </p>
        <p>
          <Link to="/#cobertura">Consultá si hay cobertura en tu domicilio</Link>
        </p>
      </InfoSection>
      <InfoSection id="datos-personales">
        <p className={styles.legend}>{PERSONAL_DATA_LEGEND}</p>
        <p>
          <ExternalLink href={AAIP_SITE}>Agencia de Acceso a la Información Pública</ExternalLink>
        </p>
      </InfoSection>
      <InfoSection id="registro-no-llame">
        <p className={styles.legend}>{DO_NOT_CALL.legend}</p>
        <p>
          <ExternalLink href={DO_NOT_CALL.site}>{DO_NOT_CALL.siteLabel}</ExternalLink>
        </p>
      </InfoSection>
      <InfoSection id="carta-poder" className={styles.printable}>
        <PowerOfAttorney />
      </InfoSection>
    </div>
  );
}
