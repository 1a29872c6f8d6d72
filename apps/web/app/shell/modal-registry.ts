import { lazy } from 'react';
import type { ModalRegistry } from '~/ui/modal/modal-manager';

// Each modal (and ui/modal's dialog with it, ADR 0019) downloads the first time it opens, keeping the
// home route within its JavaScript budget (design §8).
export const MODAL_REGISTRY: ModalRegistry = {
  login: lazy(() => import('~/features/auth/components/login-modal')),
  'account-9': lazy(() => import('~/features/auth/components/session-expired-modal')),
  formalities: lazy(() => import('~/features/formalities/components/formalities-modal')),
  'main-1': lazy(() => import('~/features/cart/components/cart-sent-modal')),
  'main-2': lazy(() => import('~/features/contact/components/form-sent-modal')),
  'main-3': lazy(() => import('~/features/contact/components/contact-modal')),
  'main-4': lazy(() => import('~/features/contact/components/regret-modal')),
  'main-5': lazy(() => import('~/features/contact/components/corporate-internet-modal')),
  'main-6': lazy(() => import('~/features/contact/components/illegal-connection-modal')),
  'main-7': lazy(() => import('~/features/contact/components/server-error-modal')),
  'main-8': lazy(() => import('~/features/contact/components/cancellation-modal')),
  'cancellation-check': lazy(
    () => import('~/features/cancellation-check/components/cancellation-check-modal'),
  ),
};
