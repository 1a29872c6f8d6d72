import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Main modal 4: the regret notice. Argentine consumer rules give 10 calendar days to regret a remote sale. */
export default function RegretModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title="Botón de arrepentimiento" onClose={onClose} level={1}>
      <p>
        Si contrataste un servicio a distancia, podés arrepentirte dentro de los 10 días corridos desde la
        contratación, sin costo. El formulario en línea estará disponible muy pronto; mientras tanto, avisanos
        por teléfono o WhatsApp y te daremos un número de gestión.
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
