import type { CancellationCheck, CancellationKind } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import type { CheckAnswer, FiledAnswer } from '../api/cancellation-queries';
import styles from './cancellation-check.module.css';
import { CodeStep } from './code-step';
import { ContactStep } from './contact-step';
import { FiledStep } from './filed-step';
import { HolderStep } from './holder-step';

type Step =
  | { name: 'holder' }
  | { name: 'code'; holder: CancellationCheck; answer: CheckAnswer & { maskedEmail: string } }
  | { name: 'contact'; holder: CancellationCheck; codeSent: boolean }
  | { name: 'filed'; filed: FiledAnswer };

const kindOf = (data: Record<string, unknown> | undefined): CancellationKind =>
  data?.kind === 'arrepentimiento' ? 'arrepentimiento' : 'baja';

/**
 * Baja or arrepentimiento for a visitor without a session (issue #32 §1): the holder's document and customer
 * number, the code mailed to the email on file, and the number at once; without the code it is still filed,
 * unverified. A signed-in holder gets main modal 8 instead.
 */
export default function CancellationCheckModal({ onClose, data }: ModalContentProps) {
  const [step, setStep] = useState<Step>({ name: 'holder' });
  // Named after the button that opened it: the footer's baja or the header's arrepentimiento.
  const title = kindOf(data) === 'arrepentimiento' ? 'Botón de arrepentimiento' : 'Baja de servicio';
  const [holder, setHolder] = useState<CancellationCheck>({
    tipo: kindOf(data),
    documento: '',
    clienteNro: '',
    servicio: '' as CancellationCheck['servicio'],
    fechaContrato: '',
  });
  const filed = (answer: FiledAnswer) => setStep({ name: 'filed', filed: answer });
  const body = useRef<HTMLDivElement>(null);
  // The button that moved to the next step is gone: focus goes to the new step's first field or its number.
  useEffect(() => {
    if (step.name === 'holder') return;
    body.current?.querySelector<HTMLElement>('input, [data-step-focus]')?.focus();
  }, [step.name]);

  const onChecked = (checked: CancellationCheck, answer: CheckAnswer) => {
    setHolder(checked);
    const { maskedEmail } = answer;
    setStep(
      maskedEmail
        ? { name: 'code', holder: checked, answer: { ...answer, maskedEmail } }
        : { name: 'contact', holder: checked, codeSent: false },
    );
  };

  return (
    <Modal title={title} onClose={onClose} level={1} isDismissable={false}>
      <div ref={body}>
        {step.name === 'holder' ? (
          <>
            <p className={styles.intro}>
              No necesitás una cuenta. Indicá el DNI o CUIT del titular y el número de cliente: te enviamos un
              código al email que tenemos registrado para confirmar el pedido.
            </p>
            <HolderStep initial={holder} onChecked={onChecked} />
          </>
        ) : null}
        {step.name === 'code' ? (
          <CodeStep
            verificationId={step.answer.verificationId}
            maskedEmail={step.answer.maskedEmail}
            onFiled={filed}
            onNoAccess={() => setStep({ name: 'contact', holder: step.holder, codeSent: true })}
          />
        ) : null}
        {step.name === 'contact' ? (
          <ContactStep holder={step.holder} codeSent={step.codeSent} onFiled={filed} />
        ) : null}
        {step.name === 'filed' ? <FiledStep filed={step.filed} onClose={onClose} /> : null}
      </div>
    </Modal>
  );
}
