import type { DataClient } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { readItem, writeJson } from '~/lib/session/session';
import { usePublicConfig } from '~/lib/config/use-public-config';
import { contactDataGaps } from '../lib/contact-data-gaps';

/**
 * Account modal 1 opens once per session when contact data is missing: the flag lives in the stored session,
 * so signing out clears it and a new sign-in asks again.
 */
export function useContactDataNotice(client: DataClient | undefined, emailBouncing = false) {
  const { companyCode } = usePublicConfig();
  const [shownBefore] = useState(() => readItem(companyCode, 'contactNotice') === 'true');
  const [dismissed, setDismissed] = useState(false);
  const gaps = useMemo(() => (client ? contactDataGaps(client, emailBouncing) : []), [client, emailBouncing]);
  const open = !shownBefore && !dismissed && gaps.length > 0;

  useEffect(() => {
    if (open) writeJson(companyCode, 'contactNotice', true);
  }, [open, companyCode]);

  return { open, gaps, dismiss: () => setDismissed(true) };
}
