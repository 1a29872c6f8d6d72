import { useState } from 'react';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import styles from './account-modals.module.css';
import avatar from './avatar-card.module.css';

export interface AvatarCardProps {
  name: string;
  clientenro: number | string;
  email: string;
  /** Opens the contact data editor (account modal 8, another feature); the route decides how. */
  onEditContactData: () => void;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** The avatar button and account modal 7: who is signed in, and the way to edit the contact data. */
export function AvatarCard({ name, clientenro, email, onEditContactData }: AvatarCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={avatar.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span className={avatar.circle} aria-hidden="true">
          {initials(name)}
        </span>
        <span>Mi perfil</span>
      </button>
      {open ? (
        <Modal title="Mi perfil" onClose={() => setOpen(false)} level={1}>
          <dl className={styles.facts} data-testid="avatar-card">
            <div>
              <dt>Nombre</dt>
              <dd>{name}</dd>
            </div>
            <div>
              <dt>Número de cliente</dt>
              <dd>{clientenro}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{email || 'Sin email cargado'}</dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setOpen(false);
                onEditContactData();
              }}
            >
              Editar datos de contacto
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
