import { TermsContent } from '~/features/institutional/components/terms-content';
import { hasTelephony } from '~/lib/config/company-config';
import { pageTitle } from '~/lib/paths';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/terminos-y-condiciones';
import { HYDRATE_ON_INTERACTION } from '~/lib/deferred-hydration/handle';

// Nothing on this page needs the browser to render it: its scripts load on the first interaction.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Términos y condiciones', matches) },
];

export default function TerminosYCondiciones() {
  const { companyCode } = usePublicConfig();
  return (
    <InfoPage title="Términos y condiciones" showContact={false}>
      <TermsContent telephony={hasTelephony(companyCode)} />
    </InfoPage>
  );
}
