import { useActionData } from 'react-router';
import { trackRequest } from '~/features/claim-tracker/api/track-request.server';
import { ClaimTracker } from '~/features/claim-tracker/components/claim-tracker';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/seguimiento';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('Seguimiento de gestiones', matches) },
  {
    name: 'description',
    content: 'Consultá el estado de tu reclamo o gestión con su número y tu DNI o CUIT.',
  },
];

/** The server answers the form (the API server marks every page post's answer no-store). */
export async function action({ request, context }: Route.ActionArgs) {
  return trackRequest(context, await request.formData());
}

/** Public (issue #32 §3): anyone with a request's number and the holder's DNI follows it, with or without scripts. */
export default function Seguimiento() {
  const outcome = useActionData<typeof action>();
  return (
    <InfoPage
      title="Seguimiento de gestiones"
      lead="Consultá en qué estado está tu reclamo o gestión y hasta cuándo tenemos para resolverlo."
    >
      <ClaimTracker outcome={outcome} />
    </InfoPage>
  );
}
