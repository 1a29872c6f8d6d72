// Public surface of @portal/domain: shared by the API (Node) and the web app (browser).
export * from './constants.js';
export * from './messages.js';
export * from './error-codes.js';
export * from './message-types.js';
export * from './request-types.js';
export * from './format.js';
export * from './data/ar-area-codes.js';

export * from './rules/calendar-date.js';
export * from './rules/birth-date.js';
export * from './rules/cbu.js';
export * from './rules/card.js';
export * from './rules/phone.js';
export * from './rules/password.js';
export * from './rules/code.js';
export * from './rules/number-only.js';
export * from './rules/email.js';
export * from './rules/files.js';
export * from './rules/login.js';
export * from './rules/map.js';
export * from './rules/invoices.js';
export * from './rules/message-summary.js';
export * from './rules/custom-modal-visibility.js';
export * from './rules/telephony.js';
export * from './rules/idempotency-key.js';

export * from './schemas/fields.js';
export * from './schemas/validation-fields.js';
export * from './schemas/password.js';
export * from './schemas/auth.js';
export * from './schemas/customer.js';
export * from './schemas/debit.js';
export * from './schemas/rates.js';
export * from './schemas/contact-message.js';
export * from './schemas/content.js';
export * from './schemas/register.js';
export * from './schemas/customer-update.js';
