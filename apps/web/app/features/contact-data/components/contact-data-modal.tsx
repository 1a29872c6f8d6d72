import { messages } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { readJson, writeJson, type ClientSession } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useSession } from '~/lib/session/use-session';
import { Modal } from '~/ui/modal/modal';
import { ErrorState } from '~/ui/error-state/error-state';
import { useContactData, useStoreDataClient } from '../api/use-contact-data';
import { ContactDataForm } from './contact-data-form';
import styles from './contact-data.module.css';
import { EmailChangeSection } from './email-change-section';

export interface ContactDataModalProps {
  onClose: () => void;
  onChangePassword: () => void;
}

/** Account modal 8 (spec §2): the contact data editor. */
export default function ContactDataModal({ onClose, onChangePassword }: ContactDataModalProps) {
  const session = useSession();
  const { companyCode } = usePublicConfig();
  const queryClient = useQueryClient();
  const clientenro = session.client?.clientenro;
  const query = useContactData(clientenro);
  const storeDataClient = useStoreDataClient();

  const emailChanged = (email: string) => {
    const client = readJson<ClientSession | null>(companyCode, 'client', null);
    if (client) writeJson(companyCode, 'client', { ...client, email });
    // The main email of the customer records followed the login's: read them again.
    void queryClient.invalidateQueries({ queryKey: ['customer'] });
  };

  return (
    <Modal title="Mis datos de contacto" onClose={onClose} isDismissable={false} level={1}>
      {query.data ? (
        <div className={styles.body}>
          <ContactDataForm data={query.data} onSaved={storeDataClient} />
          <EmailChangeSection
            clientenro={query.data.cliente}
            currentEmail={session.client?.email ?? query.data.emailppl}
            onChanged={emailChanged}
          />
          <section className={styles.group} aria-labelledby="password-title">
            <h3 id="password-title" className={styles.legend}>
              Contraseña
            </h3>
            <button type="button" className={styles.linkButton} onClick={onChangePassword}>
              Cambiar contraseña
            </button>
          </section>
        </div>
      ) : query.isError ? (
        <ErrorState surface="danger">{messages.errorOccurred}</ErrorState>
      ) : (
        <p role="status">Cargando tus datos…</p>
      )}
    </Modal>
  );
}
