import { SECTIONS } from '../data/customer-information-texts';
import styles from './customer-information.module.css';

/** The page's index: plain anchors, so it works before and without the scripts. */
export function TableOfContents() {
  return (
    <nav aria-labelledby="indice-titulo" className={styles.toc}>
      <h2 id="indice-titulo" className={styles.tocTitle}>
        En esta página
      </h2>
      <ol className={styles.tocList}>
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.tocLink}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
