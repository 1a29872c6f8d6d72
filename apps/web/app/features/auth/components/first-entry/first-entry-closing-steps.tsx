import { messages } from '@portal/domain';
import { Button } from '~/ui/button/button';
import styles from '../auth.module.css';
import { StepHeading } from '../step-heading';

/** Step 4: the verification is done; the person signs in again with the new password (spec §4). */
export function FirstEntryDoneStep({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div>
      <StepHeading>¡Listo! Verificaste tu cuenta</StepHeading>
      <p>Cerramos tu sesión por seguridad. Ingresá de nuevo con tu email y tu nueva contraseña.</p>
      <Button type="button" className={styles.submit} onClick={onSignIn}>
        Ir al login
      </Button>
    </div>
  );
}

/** Step 5: the assistance request was filed; staff call the holder back (spec §4). */
export function FirstEntryAssistanceStep({
  requestNumber,
  onAccept,
}: {
  requestNumber: string;
  onAccept: () => void;
}) {
  return (
    <div>
      <StepHeading>Solicitud de asistencia enviada</StepHeading>
      <p>{messages.assistanceRequested}</p>
      <p>
        Número de gestión: <strong>{requestNumber}</strong>
      </p>
      <Button type="button" className={styles.submit} onClick={onAccept}>
        Aceptar
      </Button>
    </div>
  );
}
