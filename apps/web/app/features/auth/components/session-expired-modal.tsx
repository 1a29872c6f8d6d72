import { messages } from '@portal/domain';
import { clearSession } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { useModals, type ModalContentProps } from '~/ui/modal/modal-manager';

/** Account modal 9: a 401 on a customer call ends the session and offers to log in again. */
export default function SessionExpiredModal({ onClose }: ModalContentProps) {
  const { companyCode } = usePublicConfig();
  const modals = useModals();
  const relogin = () => {
    clearSession(companyCode);
    onClose();
    modals.open('login');
  };
  return (
    <Modal title="Sesión expirada" onClose={relogin} level={4} isDismissable={false}>
      <p>{messages.sessionExpired}</p>
      <Button onClick={relogin}>Iniciar sesión</Button>
    </Modal>
  );
}
