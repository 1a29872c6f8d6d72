import { CONFIRMATION_TEXTS, messages } from '@portal/domain';
import { useState } from 'react';
import { useCompanyConfig } from '~/lib/config/use-public-config';
import { Button } from '~/ui/button/button';
import { ContactChannels } from '~/ui/contact-channels/contact-channels';
import { Modal } from '~/ui/modal/modal';
import type { ModalContentProps } from '~/ui/modal/modal-manager';
import type { ServerErrorData } from '~/lib/api/retry-outcome';
import styles from './contact-form.module.css';

function dataOf(data: Record<string, unknown> | undefined): ServerErrorData {
  return {
    alert: typeof data?.alert === 'string' ? data.alert : undefined,
    retry: typeof data?.retry === 'function' ? (data.retry as ServerErrorData['retry']) : undefined,
  };
}

/**
 * Main modal 7: a request could not be sent. `data.alert` is the spec's alert ('Ocurrió un error' or the
 * server's message), shown as an announced alert instead of window.alert, which blocks the page. With
 * `data.retry` the same request goes again (same Idempotency-Key, ADR 0065); the typed text is kept either way,
 * and the phone and WhatsApp channels are offered.
 */
export default function ServerErrorModal({ onClose, data }: ModalContentProps) {
  const config = useCompanyConfig();
  const initial = dataOf(data);
  const [alert, setAlert] = useState(initial.alert);
  const [retrying, setRetrying] = useState(false);
  const { retry } = initial;

  const onRetry = async () => {
    if (!retry) return;
    setRetrying(true);
    const outcome = await retry();
    setRetrying(false);
    if (outcome.ok) onClose();
    else setAlert(outcome.alert);
  };

  return (
    <Modal title="Error" onClose={onClose} level={3}>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <p className={styles.intro}>{messages.serverError}</p>
      {retry ? <p className={styles.intro}>{CONFIRMATION_TEXTS.serverErrorKept}</p> : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {retrying ? 'Enviando de nuevo…' : ''}
      </p>
      <div className={styles.actionsSpread}>
        {retry ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cerrar
            </Button>
            <Button onClick={onRetry} disabled={retrying}>
              {retrying ? 'Enviando…' : 'Volver a intentar'}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Aceptar</Button>
        )}
      </div>
      {config?.phone || config?.whatsapp ? (
        <div className={styles.channels}>
          <p className={styles.channelsLead}>{CONFIRMATION_TEXTS.serverErrorOtherChannels}</p>
          <ContactChannels phone={config.phone} whatsapp={config.whatsapp} />
        </div>
      ) : null}
    </Modal>
  );
}
