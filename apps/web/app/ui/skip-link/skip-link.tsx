import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'contenido';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Saltar al contenido
    </a>
  );
}
