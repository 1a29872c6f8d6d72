import type { Faq } from '../data/faq-types';
import styles from './help.module.css';

/** Native disclosures: keyboard and screen-reader support without any script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <ul className={styles.faqs} data-testid="faq-list">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className={styles.faq}>
            <summary className={styles.question}>{faq.question}</summary>
            <div className={styles.answer}>
              {faq.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
