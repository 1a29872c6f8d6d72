import styles from './missing-fields.module.css';

/** 'Nombre y apellido' reads 'nombre y apellido' inside the sentence; acronyms such as 'DNI' or 'CBU' stay. */
export function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** 'Completá: nombre, DNI', or '' when nothing is missing. */
export function missingFieldsText(labels: readonly string[]): string {
  return labels.length > 0 ? `Completá: ${labels.map(inSentence).join(', ')}` : '';
}

export interface MissingFieldsProps {
  /** The submit button names this id in aria-describedby, so a screen reader says why it is disabled. */
  id: string;
  /** Labels of the fields still empty or invalid, in form order, as the fields show them. */
  labels: readonly string[];
}

/**
 * The line under a submit button that stays disabled until the form is complete: which fields are missing.
 * Always in the DOM and polite, so the change is announced without interrupting the typing.
 */
export function MissingFields({ id, labels }: MissingFieldsProps) {
  return (
    <p id={id} className={styles.missing} aria-live="polite" data-testid="missing-fields">
      {missingFieldsText(labels)}
    </p>
  );
}
