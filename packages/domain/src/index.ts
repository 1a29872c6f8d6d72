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
export * from './rules/popup-html.js';

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
export * from './schemas/account-services.js';

// Endpoint contracts (ADR 0017), one namespace per area.
export * from './contracts/define-contract.js';
export * from './contracts/contract-path.js';
export * from './contracts/headers.js';
export * from './contracts/components.js';
export * as accountApi from './contracts/account.js';
export * as captchaApi from './contracts/captcha.js';
export * as contentApi from './contracts/content.js';
export * as messagesApi from './contracts/messages.js';
export * as operationsApi from './contracts/operations.js';
export * as passwordResetApi from './contracts/password-reset.js';
export * as recoveryApi from './contracts/recovery.js';
export * as registrationApi from './contracts/registration.js';
export * as sessionApi from './contracts/session.js';
