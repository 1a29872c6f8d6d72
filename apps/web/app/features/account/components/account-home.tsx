import { errorCodes, toIsoDate, todayInUshuaia } from '@portal/domain';
import { Suspense, type ReactNode } from 'react';
import { ApiError } from '~/lib/api/api-client';
import { useSession } from '~/lib/session/use-session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { useCustomerServices } from '../api/use-customer-services';
import { useDataClient } from '../api/use-data-client';
import { useContactDataNotice } from '../hooks/use-contact-data-notice';
import { customerRecordsOf, switchActiveRecord } from '../lib/customer-records';
import cards from './account-cards.module.css';
import styles from './account-home.module.css';
import { AvatarCard } from './avatar-card';
import { DebitStatusCard } from './debit-status';
import { ElectronicInvoiceCard } from './electronic-invoice-card';
import { ContactDataNotice } from './modals/lazy-modals';
import { OwedSummaryCard } from './owed-summary';
import { RecordSwitch } from './record-switch';
import { ServicesCard } from './services-card';

export interface AccountHomeProps {
  /** Opens the contact data editor (account modal 8); the route wires it. */
  onEditContactData: () => void;
  /** Opens account modal 5 (invoice payment); the route wires it. */
  onPayInvoices?: () => void;
  /** The greeting with the record's facts (AccountSummary): it follows the balance, and stands alone when
   * nothing else can show (first entry pending). */
  summary?: ReactNode;
}

/**
 * Mis servicios for the active customer record: what is owed first (on a phone the balance, its due date and
 * 'Pagar' fit the first screen, issue #28 §3.7), then the greeting, the avatar card, the switch between the
 * login's records, services with prices, automatic debit and the electronic invoice. Only the greeting shows
 * while the first-entry verification is pending (the API refuses the rest; AccountSummary says why).
 */
export function AccountHome({ onEditContactData, onPayInvoices, summary }: AccountHomeProps) {
  const { companyCode } = usePublicConfig();
  const session = useSession();
  const clientenro = session.client?.clientenro;
  const enabled = !session.firstEntry;
  const overview = useCustomerServices(clientenro, enabled);
  const dataClient = useDataClient(clientenro, enabled);
  const notice = useContactDataNotice(dataClient.data, overview.data?.email_rebota);
  const records = customerRecordsOf(session.list);

  const refused = [overview.error, dataClient.error].some(
    (error) => error instanceof ApiError && error.code === errorCodes.FIRST_ENTRY_PENDING,
  );
  if (!session.client || !enabled || refused) return <>{summary}</>;
  const name = dataClient.data
    ? `${dataClient.data.nombre} ${dataClient.data.apellido}`
    : session.client.nombre;
  const email = dataClient.data?.emailppl ?? session.client.email;
  const data = overview.data;

  return (
    <div className={styles.home}>
      <div className={styles.lead}>
        {data ? (
          <OwedSummaryCard owed={data.deuda} today={toIsoDate(todayInUshuaia())} onPay={onPayInvoices} />
        ) : null}
        {summary}
      </div>
      <div className={styles.toolbar}>
        <AvatarCard
          name={name}
          clientenro={clientenro ?? ''}
          email={email}
          onEditContactData={onEditContactData}
        />
      </div>
      <RecordSwitch
        records={records}
        active={Number(clientenro)}
        onSwitch={(record) => switchActiveRecord(companyCode, record)}
      />
      {overview.isPending ? (
        <p role="status" aria-live="polite">
          Cargando tus servicios…
        </p>
      ) : null}
      {overview.isError ? (
        <p className={cards.error} role="alert">
          No pudimos cargar tus servicios. Intentá de nuevo en unos minutos.
        </p>
      ) : null}
      {data ? (
        <div className={cards.grid} data-testid="account-home">
          <ServicesCard
            services={data.servicios}
            address={[data.direccion, data.ciudad].filter(Boolean).join(', ')}
          />
          <DebitStatusCard debit={data.debito} />
          <ElectronicInvoiceCard clientenro={data.cliente} state={data.factura_electronica} email={email} />
        </div>
      ) : null}
      {notice.open ? (
        <Suspense fallback={null}>
          <ContactDataNotice
            gaps={notice.gaps}
            onClose={notice.dismiss}
            onUpdate={() => {
              notice.dismiss();
              onEditContactData();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
