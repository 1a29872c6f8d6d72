import { Button, type ButtonVariant } from '~/ui/button/button';
import type { ModalId } from '~/ui/modal/modal-ids';
import { useModals } from '~/ui/modal/modal-manager';
import type { ContactTopic } from '../config/contact-topics';

export interface OpenModalButtonProps {
  modal: Extract<ModalId, 'main-3' | 'main-5'>;
  children: string;
  variant?: ButtonVariant;
  /** Opens the contact form (main-3) with the texts of a topic, e.g. a job application. */
  topic?: ContactTopic;
}

/**
 * Call to action of the public pages (/nosotros, /internet, careers). It only opens the modal: the form and
 * react-hook-form load with the modal, not with the page (design §8).
 */
export function OpenModalButton({ modal, children, variant = 'primary', topic }: OpenModalButtonProps) {
  const modals = useModals();
  return (
    <Button variant={variant} onClick={() => modals.open(modal, topic ? { topic } : undefined)}>
      {children}
    </Button>
  );
}
