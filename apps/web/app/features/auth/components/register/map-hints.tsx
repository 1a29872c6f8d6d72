import { useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import styles from '../auth.module.css';

const HINTS = [
  { id: 'drag', text: 'Arrastrá el marcador o tocá el mapa para señalar tu domicilio.' },
  { id: 'area', text: 'El mapa muestra solo la ciudad de Ushuaia.' },
] as const;

/** The two dismissible hints of the address step (spec §2). */
export function MapHints() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const visible = HINTS.filter((hint) => !dismissed.includes(hint.id));
  if (visible.length === 0) return null;
  return (
    <ul className={styles.hints}>
      {visible.map((hint) => (
        <li key={hint.id} className={styles.hint}>
          <Icon name="info" color="currentColor" size={18} />
          <span>{hint.text}</span>
          <button
            type="button"
            className={styles.hintClose}
            aria-label="Cerrar sugerencia"
            onClick={() => setDismissed((current) => [...current, hint.id])}
          >
            <Icon name="close" color="currentColor" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
