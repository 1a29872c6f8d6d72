import { useSearchParams } from 'react-router';
import { InvoicesSection } from '~/features/invoices/components/invoices-section';
import { PAY_INVOICES_PARAM, pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/mis-facturas';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Mis facturas', matches) }];

/** 'Pagar facturas' opens account modal 5 through ?pagar=facturas: features never import each other. */
export default function MisFacturas() {
  const [, setSearchParams] = useSearchParams();
  const openPayment = () =>
    setSearchParams((params) => {
      params.set(PAY_INVOICES_PARAM.name, PAY_INVOICES_PARAM.value);
      return params;
    });
  return (
    <InfoPage
      title="Mis facturas"
      lead="Tus facturas con su estado y su saldo, para descargarlas en PDF o pagarlas online."
      showContact={false}
    >
      <InvoicesSection onPay={openPayment} />
    </InfoPage>
  );
}
