import { FactList } from '~/ui/fact-list/fact-list';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import styles from './account-modals.module.css';

export interface AvatarCardModalProps {
  name: string;
  clientenro: number | string;
  email: string;
  onEditContactData: () => void;
  onClose: () => void;
}

/** Account modal 7: who is signed in, and the way to edit the contact data. */
export function AvatarCardModal({
  name,
  clientenro,
  email,
  onEditContactData,
  onClose,
}: AvatarCardModalProps) {
  return (
    <Modal title="Mi perfil" onClose={onClose} level={1}>
      <FactList className={styles.facts} data-testid="avatar-card">
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
      </FactList>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            onClose();
            onEditContactData();
          }}
        >
          Editar datos de contacto
        </Button>
      </div>
    </Modal>
  );
}
