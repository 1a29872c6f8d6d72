import { HELP_SECTIONS } from '../data/faq-types';
import type { HelpResultGroup } from '../lib/search-help';
import { FaqList } from './faq-list';
import styles from './help.module.css';

/** Search matches grouped by section, each under its section's name. */
export function HelpResults({ groups }: { groups: readonly HelpResultGroup[] }) {
  return (
    <div data-testid="help-results">
      {groups.map(({ section, faqs }) => (
        <section key={section} aria-labelledby={`help-results-${section}`} className={styles.group}>
          <h2 id={`help-results-${section}`} className={styles.groupTitle}>
            {HELP_SECTIONS[section]}
            <span className={styles.groupCount}>
              {faqs.length === 1 ? '1 pregunta' : `${faqs.length} preguntas`}
            </span>
          </h2>
          <FaqList faqs={faqs} />
        </section>
      ))}
    </div>
  );
}
