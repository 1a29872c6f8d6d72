import { useLoaderData } from 'react-router';
import { loadAddOnPrices } from '~/features/customer-information/api/load-add-on-prices.server';
import { CustomerInformation } from '~/features/customer-information/components/customer-information';
import { PAGE_LEAD } from '~/features/customer-information/data/customer-information-texts';
import { hasTelephony } from '~/lib/config/company-config';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/informacion-al-cliente';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Información al cliente', matches) },
  {
    name: 'description',
    content: 'Tus derechos como cliente de servicios TIC, cómo reclamar, plazos, contactos y precios.',
  },
];

export const loader = ({ context }: Route.LoaderArgs) => loadAddOnPrices(context);

/** Public (issue #32 §2, Res. 733/2017): static server HTML that reads the same without scripts. */
export default function InformacionAlCliente() {
  const addOnPrices = useLoaderData<typeof loader>();
  const { companyCode } = usePublicConfig();
  return (
    <InfoPage title="Información al cliente" lead={PAGE_LEAD} showContact={false}>
      <CustomerInformation addOnPrices={addOnPrices} telephony={hasTelephony(companyCode)} />
    </InfoPage>
  );
}
