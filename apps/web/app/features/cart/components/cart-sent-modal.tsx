import type { CartItem } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import styles from './cart-panel.module.css';
import { CartReceipt } from './cart-receipt';

/**
 * Main modal 1 (spec §2: 'also the success of the cart'): the cart's número de gestión and what was asked.
 * The panel passes `{ number, items }` when it closes after sending. Level 2, above the page's panels.
 */
export default function CartSentModal({ onClose, data }: ModalContentProps) {
  const number = typeof data?.number === 'string' ? data.number : '';
  const items = Array.isArray(data?.items) ? (data.items as CartItem[]) : [];
  return (
    <Modal title="Mensaje enviado" onClose={onClose} level={2}>
      <CartReceipt number={number} items={items} />
      <div className={styles.actions}>
        <Button onClick={onClose}>Aceptar</Button>
      </div>
    </Modal>
  );
}
