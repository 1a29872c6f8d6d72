import { useEffect, useRef } from 'react';
import type { ModalId } from '~/ui/modal/modal-ids';
import { useModals, type ModalRegistry } from '~/ui/modal/modal-manager';
import { PROBE_REGISTRY, renderApp, type RenderAppOptions } from '~/test/render-app';
import CancellationModal from '../components/cancellation-modal';
import ContactModal from '../components/contact-modal';
import CorporateInternetModal from '../components/corporate-internet-modal';
import FormSentModal from '../components/form-sent-modal';
import IllegalConnectionModal from '../components/illegal-connection-modal';
import RegretModal from '../components/regret-modal';
import ServerErrorModal from '../components/server-error-modal';

/** The real contact modals; login and the rest stay probes that only say they opened. */
export const CONTACT_REGISTRY: ModalRegistry = {
  ...PROBE_REGISTRY,
  'main-2': FormSentModal,
  'main-3': ContactModal,
  'main-4': RegretModal,
  'main-5': CorporateInternetModal,
  'main-6': IllegalConnectionModal,
  'main-7': ServerErrorModal,
  'main-8': CancellationModal,
};

function Opener({ id, data }: { id: ModalId; data?: Record<string, unknown> }) {
  const modals = useModals();
  const opened = useRef(false);
  // The manager changes with the stack; open only once, or a closed form would come back.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    modals.open(id, data);
  }, [modals, id, data]);
  return null;
}

export interface RenderModalOptions extends Omit<RenderAppOptions, 'registry'> {
  /** Modal data, as an opener passes it (e.g. the topic of the contact form). */
  data?: Record<string, unknown>;
}

export function renderModal(id: ModalId, { data, ...options }: RenderModalOptions = {}) {
  return renderApp(<Opener id={id} data={data} />, { ...options, registry: CONTACT_REGISTRY });
}
