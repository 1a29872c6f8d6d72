import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Main modal 6: report of an illegal (clandestine) connection. */
export default function IllegalConnectionModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title="Denuncia de conexiones clandestinas" onClose={onClose} level={1}>
      <p>
        Muy pronto vas a poder hacer la denuncia desde este formulario, indicando la dirección de la conexión.
        Mientras tanto, podés hacerla por teléfono o WhatsApp:
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
