import { useState } from 'react';
import { Form, NavLink } from 'react-router';
import { GENERAL_FAQ } from '../data/general-faq';
import { HELP_SECTIONS, type Faq, type HelpSection } from '../data/faq-types';
import { MULTIPLAY_FAQ } from '../data/multiplay-faq';
import { TELEVISION_FAQ } from '../data/television-faq';
import { faqsFor, filterFaqs } from '../lib/filter-faqs';
import { FaqList } from './faq-list';
import styles from './help.module.css';

const FAQS: Record<HelpSection, Faq[]> = {
  television: TELEVISION_FAQ,
  multiplay: MULTIPLAY_FAQ,
  general: GENERAL_FAQ,
};

export interface HelpCentreProps {
  section: HelpSection;
  /** The ?q= of the request: the server filters with it, so the search works without JavaScript. */
  query: string;
  telephony: boolean;
}

/** Section tabs, a search box (a GET form, filtered live once hydrated) and the questions. */
export function HelpCentre({ section, query, telephony }: HelpCentreProps) {
  const [text, setText] = useState(query);
  const faqs = filterFaqs(faqsFor(FAQS[section], telephony), text);
  const sections = (Object.keys(HELP_SECTIONS) as HelpSection[]).filter(
    (s) => telephony || s !== 'multiplay',
  );

  return (
    <>
      <nav aria-label="Secciones del centro de ayuda" className={styles.sections}>
        {sections.map((s) => (
          <NavLink key={s} to={`/ayuda/centro-de-ayuda/${s}`} className={styles.sectionLink}>
            {HELP_SECTIONS[s]}
          </NavLink>
        ))}
      </nav>
      <Form method="get" role="search" className={styles.search}>
        <label htmlFor="help-q" className={styles.searchLabel}>
          Buscá tu consulta
        </label>
        <div className={styles.searchRow}>
          <input
            id="help-q"
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={styles.searchInput}
            placeholder="Por ejemplo: WiFi, mudanza, pago"
          />
          <button type="submit" className={styles.searchButton}>
            Buscar
          </button>
        </div>
      </Form>
      <p className={styles.count} aria-live="polite">
        {faqs.length === 1 ? '1 pregunta' : `${faqs.length} preguntas`}
        {text.trim() ? ` para «${text.trim()}»` : ''}
      </p>
      {faqs.length > 0 ? (
        <FaqList faqs={faqs} />
      ) : (
        <p>No encontramos preguntas con esas palabras. Probá con otras o consultanos por teléfono.</p>
      )}
    </>
  );
}
