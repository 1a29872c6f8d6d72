import { useEffect } from 'react';
import { useModals } from '~/ui/modal/modal-manager';
import { classifyFailure } from '../lib/failure';
import type { PrefillState } from '~/lib/customer/use-customer-prefill';

/**
 * The cancellation locks the customer's own data, so it cannot run without it: a visitor is sent to
 * login (spec §6), and data that fails to load closes the form like a failed send (modal 7).
 */
export function useCancellationGuard(prefill: PrefillState, onClose: () => void): void {
  const modals = useModals();
  useEffect(() => {
    if (prefill.status === 'visitor') {
      onClose();
      modals.open('login');
    } else if (prefill.status === 'error') {
      const failure = classifyFailure(prefill.error, true);
      onClose();
      if (failure.kind === 'server') modals.open('main-7', { alert: failure.alert });
    }
  }, [prefill, onClose, modals]);
}
