import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Login modal 'Mi Cuenta'. Sign-in, recovery and registration views arrive with the auth feature. */
export default function LoginModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title="Mi Cuenta" onClose={onClose} level={2}>
      <p>
        El ingreso a Mi Cuenta estará disponible muy pronto en este sitio. Mientras tanto, para consultas
        sobre tu cuenta, tus facturas o tus servicios, comunicate con nosotros:
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
