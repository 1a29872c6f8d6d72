import { useSearchParams } from 'react-router';
import { AccountHome } from '~/features/account/components/account-home';
import { AccountSummary } from '~/features/account/components/account-summary';
import { OutageAlerts } from '~/features/outages/components/outage-alerts';
import { OutageNotices } from '~/features/outages/components/outage-notices';
import { WifiSection } from '~/features/wifi/components/wifi-section';
import { pageTitle, PAY_INVOICES_PARAM } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-servicios';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis servicios', matches) }];

/** The search param that opens the contact data editor (account modal 8, features/contact-data). */
const EDIT_CONTACT_DATA_PARAM = { name: 'editar', value: 'datos' } as const;

export default function MisServicios() {
  const [, setSearchParams] = useSearchParams();
  // Modal 8 belongs to the contact-data feature, which opens on ?editar=datos: features never import each other.
  const editContactData = () =>
    setSearchParams((params) => {
      params.set(EDIT_CONTACT_DATA_PARAM.name, EDIT_CONTACT_DATA_PARAM.value);
      return params;
    });
  // Modal 5 belongs to the payments feature, mounted by the account layout on ?pagar=facturas.
  const payInvoices = () =>
    setSearchParams((params) => {
      params.set(PAY_INVOICES_PARAM.name, PAY_INVOICES_PARAM.value);
      return params;
    });
  return (
    <InfoPage
      title="Mis servicios"
      lead="Tu saldo, tus servicios, tu débito automático y la factura electrónica."
    >
      <OutageNotices />
      <AccountHome
        onEditContactData={editContactData}
        onPayInvoices={payInvoices}
        summary={<AccountSummary />}
      />
      <WifiSection />
      <OutageAlerts />
    </InfoPage>
  );
}
