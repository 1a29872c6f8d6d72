import { Icon } from '../icon/icon';
import styles from './dialog-header.module.css';

export interface DialogHeaderProps {
  titleId: string;
  title: string;
  /** Without it the button closes its native <dialog> by itself, before any script runs (a dialog form). */
  onClose?: () => void;
}

/** The title and close button every dialog of the portal opens with: our Modal and the native pop-ups. */
export function DialogHeader({ titleId, title, onClose }: DialogHeaderProps) {
  const close = (
    <button
      type={onClose ? 'button' : 'submit'}
      className={styles.close}
      onClick={onClose}
      aria-label="Cerrar"
    >
      <Icon name="close" color="currentColor" />
    </button>
  );
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {onClose ? close : <form method="dialog">{close}</form>}
    </div>
  );
}
