import { messages, type FirstEntryState } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { Button } from '~/ui/button/button';
import { useConfirmFirstEntryData } from '../../api/use-first-entry';
import { errorMessage } from '../../lib/error-message';
import styles from '../auth.module.css';
import { FormAlert } from '../form-alert';
import { StepHeading } from '../step-heading';

export interface FirstEntryContactStepProps {
  clientenro: number;
  state: FirstEntryState;
  /** The phone and birth-date editor, owned by the contact-data feature and given by the route. */
  editor: ReactNode;
  /** Saves what the editor shows before confirming; false stops Continuar (the editor says why). */
  saveEditor: () => Promise<boolean>;
  onConfirmed: () => void;
}

/** Step 2: the customer checks their phones and, when unknown, gives their birth date (spec §4). */
export function FirstEntryContactStep({
  clientenro,
  state,
  editor,
  saveEditor,
  onConfirmed,
}: FirstEntryContactStepProps) {
  const confirmData = useConfirmFirstEntryData(clientenro);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setAlert(null);
    try {
      // Continuar saves what is on screen: a filled date needs no 'Guardar cambios' first.
      if (!(await saveEditor())) return;
      await confirmData.mutateAsync();
      onConfirmed();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.values(failure.fields ?? {}) : [];
      setAlert(fields.length > 0 ? fields.join(' ') : errorMessage(failure, messages.errorOccurred));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <StepHeading>Revisá tus datos de contacto</StepHeading>
      <p>
        {state.birthDateSet
          ? 'Confirmá o corregí tus teléfonos: los usamos para avisarte de tus servicios.'
          : 'Confirmá o corregí tus teléfonos y cargá tu fecha de nacimiento.'}
      </p>
      {editor}
      <FormAlert message={alert} />
      <Button type="button" className={styles.submit} onClick={confirm} disabled={busy}>
        Continuar
      </Button>
    </div>
  );
}
