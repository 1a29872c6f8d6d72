import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Trámites: the eight sections and their forms arrive with the formalities feature. */
export default function FormalitiesModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title="Trámites" onClose={onClose} level={1}>
      <p>
        Muy pronto vas a poder hacer acá tus trámites: reclamos, alta de servicios, cambio de plan, cambio de
        titularidad, mudanza, autorización de terceros, pago de facturas y baja. Mientras tanto, hacelos por
        teléfono, por WhatsApp o en nuestra oficina comercial.
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
