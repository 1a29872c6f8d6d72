import { useEffect, useRef, useState } from 'react';
import { useCustomerPrefill } from '~/lib/customer/use-customer-prefill';
import { Accordion, type AccordionItem } from '~/ui/accordion/accordion';
import { Modal } from '~/ui/modal/modal';
import { useModals, type ModalContentProps } from '~/ui/modal/modal-manager';
import { FORMALITY_FORM_TITLES, type FormalityType } from '../config/formality-forms';
import { useContactFacts } from '../hooks/use-contact-facts';
import { useFormalityOptions } from '../hooks/use-formality-options';
import { FormView } from './form-view';
import styles from './formalities.module.css';
import {
  AcquireSection,
  AuthorisationSection,
  CancelSection,
  ClaimSection,
  HolderChangeSection,
  MoveSection,
  PayBillSection,
  PlanChangeSection,
  type SectionProps,
} from './section-texts';

/**
 * Trámites (spec §2): an accordion of the eight sections; a section's form replaces the accordion inside the
 * same dialog, so focus never leaves it, and 'Volver a Trámites' brings the open section back (ADR 0074).
 */
export default function FormalitiesModal({ onClose }: ModalContentProps) {
  const modals = useModals();
  const facts = useContactFacts();
  const options = useFormalityOptions();
  const prefill = useCustomerPrefill();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const [formType, setFormType] = useState<FormalityType | null>(null);
  const lastForm = useRef<FormalityType | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const loaded = options.state.status !== 'loading' && prefill.status !== 'loading';

  // A view change moves focus into the new view: the form's first field, or back to the button that opened it.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (formType !== null) {
      body
        .querySelector<HTMLElement>('input:not([type="file"]):not([readonly]), select, textarea, button')
        ?.focus();
    } else if (lastForm.current !== null) {
      body.querySelector<HTMLElement>(`[data-form-opener="${lastForm.current}"]`)?.focus();
    }
  }, [formType, loaded]);

  const openForm = (type: FormalityType) => {
    lastForm.current = type;
    setFormType(type);
  };
  const section: SectionProps = { facts, openForm, close: onClose };
  const items: AccordionItem[] = [
    { id: 'reclamo', title: 'Hacer un reclamo', content: <ClaimSection {...section} /> },
    { id: 'adquirir', title: 'Adquirir un servicio', content: <AcquireSection {...section} /> },
    {
      id: 'cambio-plan',
      title: 'Cambiar de plan de TV / Internet',
      content: <PlanChangeSection {...section} />,
    },
    { id: 'titularidad', title: 'Cambio de titularidad', content: <HolderChangeSection {...section} /> },
    { id: 'mudanza', title: 'Mudanza de servicio', content: <MoveSection {...section} /> },
    { id: 'autorizacion', title: 'Autorización de terceros', content: <AuthorisationSection {...section} /> },
    { id: 'pagar', title: 'Pagar una factura', content: <PayBillSection {...section} /> },
    {
      id: 'baja',
      title: 'Dar de baja un servicio',
      content: (
        <CancelSection
          cancel={() => {
            onClose();
            modals.open('main-8');
          }}
        />
      ),
    },
  ];

  return (
    <Modal
      title={formType === null ? 'Trámites' : FORMALITY_FORM_TITLES[formType]}
      onClose={onClose}
      level={1}
      // A click beside a half-filled form must not close it.
      isDismissable={formType === null}
      className={styles.modal}
    >
      <div ref={bodyRef}>
        {formType === null ? (
          <>
            <p className={styles.intro}>Elegí qué querés hacer para ver los pasos y los requisitos.</p>
            <Accordion items={items} openId={openSection} onToggle={setOpenSection} />
          </>
        ) : (
          <FormView
            type={formType}
            options={options}
            prefill={prefill}
            onClose={onClose}
            onBack={() => setFormType(null)}
          />
        )}
      </div>
    </Modal>
  );
}
