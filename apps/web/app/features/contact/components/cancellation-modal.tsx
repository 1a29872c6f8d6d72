import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Main modal 8: service cancellation (customers only). */
export default function CancellationModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title="Baja de servicio" onClose={onClose} level={1}>
      <p>
        Muy pronto vas a poder pedir la baja desde este formulario y recibir el número de gestión por correo.
        Mientras tanto, pedila por teléfono o WhatsApp. La baja voluntaria requiere un aviso con 30 días de
        anticipación.
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
