import { lazy } from 'react';

// Each account modal (and ui/modal's dialog with it) downloads when it first opens, not with the account page
// (design §8: first account page within 200 KB of gzip JavaScript).
export const AvatarCardModal = lazy(() =>
  import('./avatar-card-modal').then((m) => ({ default: m.AvatarCardModal })),
);
export const ConfirmationModal = lazy(() =>
  import('./confirmation-modal').then((m) => ({ default: m.ConfirmationModal })),
);
export const ContactDataNotice = lazy(() =>
  import('../contact-data-notice').then((m) => ({ default: m.ContactDataNotice })),
);
export const ElectronicInvoiceModal = lazy(() =>
  import('./electronic-invoice-modal').then((m) => ({ default: m.ElectronicInvoiceModal })),
);
