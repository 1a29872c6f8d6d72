import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmailRestore } from '~/features/contact-data/components/email-restore';
import { pageTitle } from '~/lib/paths';
import { InfoPage } from '~/shell/info-page';
import type { Route } from './+types/no-fui-yo';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle('No fui yo', matches) },
  { name: 'robots', content: 'noindex' },
];

/** Public: the 'No fui yo' link of the email change notice (ADR 0084) works without a session. */
export default function NoFuiYo() {
  const [params] = useSearchParams();
  // Read once: the page keeps working if the address bar changes.
  const [token] = useState(() => params.get('token'));
  return (
    <InfoPage title="¿No cambiaste tu email?" lead="Recuperá el email de acceso de tu cuenta.">
      <EmailRestore token={token} />
    </InfoPage>
  );
}
