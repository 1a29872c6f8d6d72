import { messages } from '@portal/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FirstEntryWizard } from '~/features/auth/components/first-entry/first-entry-wizard';
import {
  FirstEntryContactEditor,
  type PendingContactChanges,
} from '~/features/contact-data/components/first-entry-contact-editor';
import { logOut } from '~/lib/session/logout';
import { LOGIN_REDIRECT } from '~/lib/paths';
import { useApiClient } from '~/lib/api/use-api-client';
import { InfoPage } from '~/shell/info-page';
import { Button } from '~/ui/button/button';

export interface FirstEntryGateProps {
  companyCode: number;
  clientenro: number;
}

/**
 * What a login with its first-entry verification pending sees of the account: only the wizard (account modal 6,
 * opened at once), as the API gives its token nothing else (ADR 0036). Step 2's editor comes from contact data.
 */
export function FirstEntryGate({ companyCode, clientenro }: FirstEntryGateProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const pendingContact = useRef<PendingContactChanges>(null);
  const signOut = async () => {
    await logOut(api, companyCode);
    await navigate(LOGIN_REDIRECT);
  };

  return (
    <InfoPage title="Verificá tu cuenta" lead={messages.firstEntryPending}>
      <p>{messages.firstEntryPendingDetail}</p>
      <p>
        <Button type="button" onClick={() => setOpen(true)}>
          Continuar la verificación
        </Button>{' '}
        <Button type="button" variant="ghost" onClick={signOut}>
          Cerrar sesión
        </Button>
      </p>
      {open ? (
        <FirstEntryWizard
          clientenro={clientenro}
          contactEditor={(state) => (
            <FirstEntryContactEditor
              clientenro={clientenro}
              phones={state.phones}
              askBirthDate={!state.birthDateSet}
              onSaved={() => {}}
              pendingRef={pendingContact}
            />
          )}
          saveContactEditor={() => pendingContact.current?.save() ?? Promise.resolve(true)}
          onSignOut={signOut}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </InfoPage>
  );
}
