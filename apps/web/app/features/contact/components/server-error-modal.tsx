import { messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Main modal 7: shown when a request could not be sent. Above the form that failed. */
export default function ServerErrorModal({ onClose }: ModalContentProps) {
  return (
    <Modal title="Error" onClose={onClose} level={3}>
      <p>{messages.serverError}</p>
      <Button onClick={onClose}>Aceptar</Button>
    </Modal>
  );
}
