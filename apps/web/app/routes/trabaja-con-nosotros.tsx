import { JobsContent } from '~/features/institutional/components/jobs-content';
import { pageTitle } from '~/lib/paths';
import { useCompanyConfig } from '~/lib/use-public-config';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/trabaja-con-nosotros';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Trabajá con nosotros') }];

export default function TrabajaConNosotros() {
  const config = useCompanyConfig();
  const address = config ? `${config.address.address} ${config.address.number}` : null;
  return (
    <InfoPage title="Trabajá con nosotros">
      <JobsContent address={address} />
    </InfoPage>
  );
}
