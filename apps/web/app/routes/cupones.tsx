import { CustomerCoupons } from '~/features/coupons/components/customer-coupons';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/cupones';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle('Cupones', matches) }];

export default function Cupones() {
  return (
    <InfoPage
      title="Cupones"
      lead="Los cupones de descuento son un beneficio para nuestros clientes en comercios de la zona."
      showContact={false}
    >
      <CustomerCoupons />
    </InfoPage>
  );
}
