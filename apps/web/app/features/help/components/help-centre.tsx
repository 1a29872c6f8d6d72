import { useState } from 'react';
import { Form, NavLink } from 'react-router';
import { HELP_SECTIONS, type HelpFaqs, type HelpSection } from '../data/faq-types';
import { faqsFor } from '../lib/filter-faqs';
import { helpSections, searchHelp } from '../lib/search-help';
import { FaqList } from './faq-list';
import { HelpResults } from './help-results';
import styles from './help.module.css';

export interface HelpCentreProps {
  section: HelpSection;
  /** The ?q= of the request: the server filters with it, so the search works without JavaScript. */
  query: string;
  telephony: boolean;
  /** Every tab's questions, from the server: a search looks in all of them. */
  faqs: HelpFaqs;
}

/**
 * Section tabs, a search box (a GET form, filtered live once hydrated) and the questions: the open section's
 * without a search, the matches of every section grouped by section with one.
 */
export function HelpCentre({ section, query, telephony, faqs }: HelpCentreProps) {
  const [text, setText] = useState(query);
  const searching = text.trim() !== '';
  const groups = searching ? searchHelp(faqs, section, text, telephony) : [];
  const sectionFaqs = faqsFor(faqs[section], telephony);
  const count = searching ? groups.reduce((sum, g) => sum + g.faqs.length, 0) : sectionFaqs.length;

  return (
    <>
      <nav aria-label="Secciones del centro de ayuda" className={styles.sections}>
        {helpSections(telephony).map((s) => (
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
            placeholder="Por ejemplo: WiFi, mudanza, factura"
          />
          <button type="submit" className={styles.searchButton}>
            Buscar
          </button>
        </div>
      </Form>
      <p className={styles.count} aria-live="polite">
        {count === 1 ? '1 pregunta' : `${count} preguntas`}
        {searching ? ` para «${text.trim()}» en todas las secciones` : ''}
      </p>
      {!searching ? (
        <FaqList faqs={sectionFaqs} />
      ) : groups.length > 0 ? (
        <>
          {groups[0]?.section !== section ? (
            <p data-testid="help-elsewhere">
              En {HELP_SECTIONS[section]} no hay respuestas con esas palabras; estas son de otras secciones.
            </p>
          ) : null}
          <HelpResults groups={groups} />
        </>
      ) : (
        <p>No encontramos preguntas con esas palabras. Probá con otras o consultanos por teléfono.</p>
      )}
    </>
  );
}
