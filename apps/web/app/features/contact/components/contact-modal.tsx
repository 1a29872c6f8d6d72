import { messages } from '@portal/domain';
import { useCompanyConfig } from '~/lib/use-public-config';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';

/** Main modal 3. The form itself arrives with the contact feature; until then it offers direct channels. */
export default function ContactModal({ onClose }: ModalContentProps) {
  const config = useCompanyConfig();
  return (
    <Modal title={messages.contactFormTitle} onClose={onClose} level={1}>
      <p>
        Muy pronto vas a poder dejarnos tus datos acá para que un asesor te llame. Mientras tanto, comunicate
        con nosotros:
      </p>
      <ContactChannels phone={config?.phone} whatsapp={config?.whatsapp} />
    </Modal>
  );
}
