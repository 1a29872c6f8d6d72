// Business constants of spec §9 (and the few fixed values of §2/§5 they depend on).
// Both the API and the web read them from here so a limit never differs between client and server.

/** Company code sent with forms and captcha (`/api/mensajes/company-code/{code}/`). */
export const COMPANY_CODE = 2;
/** Variant of the company without telephony: hides Telefonía and redirects its pages. */
export const COMPANY_CODE_NO_TELEPHONY = 20;
export const COMPANY_CODES = [COMPANY_CODE, COMPANY_CODE_NO_TELEPHONY] as const;
export type CompanyCode = (typeof COMPANY_CODES)[number];
/** Company tag for login, recovery and payments (`?empresa=uv`). */
export const COMPANY_TAG = 'uv';
/** Captcha requests send the company code as a string ('2'). */
export const CAPTCHA_COMPANY = String(COMPANY_CODE);
/** `empresaId` of the automatic-debit resource. */
export const DEBIT_COMPANY_ID = 20;

/** Payment methods offered for card debit, in the order the spec lists them. */
export const CARD_METHOD_IDS = [13, 12, 27, 33, 35, 32] as const;
export type CardMethodId = (typeof CARD_METHOD_IDS)[number];
/** The payment method id is fixed to 45 for CBU debit. */
export const CBU_METHOD_ID = 45;
export const DEBIT_ACTION = { register: 0, cancel: 1 } as const;

export const CARD_NUMBER_MIN_LENGTH = 14;
export const CARD_NUMBER_MAX_LENGTH = 16;
export const CBU_LENGTH = 22;
/** CBUs starting with 000 are CVUs (virtual wallets); 453 is also refused by the provider. */
export const CBU_FORBIDDEN_PREFIXES = ['000', '453'] as const;
/** Card and CBU holder id must be longer than 6 characters. */
export const HOLDER_ID_MIN_LENGTH = 7;
/** CBU holder must be longer than 1 character. */
export const HOLDER_NAME_MIN_LENGTH = 2;
/** Default card expiry offered by the month picker: two months from today. */
export const DEFAULT_CARD_EXPIRY_MONTHS_AHEAD = 2;
/** How far ahead an expiry may lie; cards are not issued for longer. */
export const MAX_CARD_EXPIRY_YEARS_AHEAD = 20;

export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;

export const PHONE_NUMBER_MIN_LENGTH = 5;
export const PHONE_NUMBER_MAX_LENGTH = 10;
export const PHONE_PREFIX_MIN_LENGTH = 2;
export const PHONE_PREFIX_MAX_LENGTH = 4;
/** Ushuaia's area code: used when a stored phone carries no recognisable area code. */
export const DEFAULT_PHONE_PREFIX = '2901';
export const MAX_PHONES = 2;

export const MIN_AGE = 18;

export const MAX_LENGTHS = {
  text: 60,
  textarea: 3000,
  loginEmail: 50,
  password: 40,
} as const;

/** Holder change needs more than 1 file (ID front and back). */
export const HOLDER_CHANGE_MIN_FILES = 2;
/** Third-party authorisation needs more than 3 files (holder ID and bill, front and back). */
export const AUTHORISATION_MIN_FILES = 4;
/** Uploads are capped so one request cannot fill the disk; 10 MB fits any scanned ID. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Most documents one request may attach: the largest form asks for 4; a little slack for re-scans. */
export const MAX_UPLOAD_FILES = 6;
/** Total cap of one request's attachments: the 4 documents of an authorisation at full size. */
export const MAX_UPLOAD_TOTAL_BYTES = 4 * MAX_UPLOAD_BYTES;

/** Map of the register flow: limited (strictly) to Ushuaia. */
export const USHUAIA_MAP = {
  bounds: { north: -53.7, south: -53.86, west: -67.83, east: -67.6 },
  center: { lat: -53.7877, lng: -67.709 },
  zoom: 12,
  strictBounds: true,
} as const;

export const NETWORK_CHANGE_MINUTES = 5;
export const ADVISER_CALL_WORKING_DAYS = 3;
export const BUTTON_HIGHLIGHT_MS = 1000;
/** Modal stacking levels (z-index) run from 500 to 1100. */
export const MODAL_Z_INDEX = { min: 500, max: 1100 } as const;
export const CART_SLIDE_OUT_MS = 300;

/** Office hours shown in the footer and on the payments page. */
export const OFFICE_HOURS = [
  { days: 'Lunes a Viernes', from: '09:00', to: '14:00' },
  { days: 'Sábados', from: '10:00', to: '13:00' },
] as const;
/** Phone support hours ('00:00' closes at midnight). */
export const SUPPORT_HOURS = [
  { days: 'Lunes a Viernes', from: '09:00', to: '00:00' },
  { days: 'Sábados, Domingos y Feriados', from: '09:00', to: '21:00' },
] as const;

/** Service list of the regret and cancellation forms. */
export const SERVICE_OPTIONS = [
  'Internet',
  'Telefonía',
  'Televisión',
  'Click TV',
  'Todos los servicios',
] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** Keys blocked in number-only inputs (type=number accepts them otherwise). */
export const BLOCKED_NUMBER_KEYS = ['-', '+', 'e', 'E', '.'] as const;
/** The card field blocks the same keys except the dot. */
export const BLOCKED_CARD_KEYS = ['-', '+', 'e', 'E'] as const;

export const INVOICE_STATES = ['PAGA', 'IMPAGA', 'ENVIADA', 'PARCIAL', 'ANULADA'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
/** Only these invoices are offered for online payment. */
export const PAYABLE_INVOICE_STATES = ['IMPAGA', 'PARCIAL'] as const;
/** Payment condition that forces paying both invoices together. */
export const PAYMENT_CONDITION_PAID_TOGETHER = 'PAGADOS';

/** Customer record state preferred as the active one. */
export const ACTIVE_CUSTOMER_STATE = 'CONECTADO';
export const PRODUCT_TYPES = ['INTERNET', 'CLICK TV', 'DIBOX', 'MULTIPLAY'] as const;

export const GENDERS = ['Masculino', 'Femenino'] as const;
export type Gender = (typeof GENDERS)[number];
export const MOVE_PROVINCE = 'Tierra del Fuego';

/** fecha_nac value that the backend uses for "no birth date". */
export const UNSET_BIRTH_DATE = '0001-01-01 00:00:00';

export const TIME_ZONE = 'America/Argentina/Ushuaia';
export const LOCALE = 'es-AR';
export const CURRENCY = 'ARS';

/** Service tabs of the header, by index. */
export const SERVICE_TABS = ['/', '/clicktv', '/tv', '/internet', '/telefonia'] as const;
/** Routes hidden (redirected to /) for the company without telephony. */
export const TELEPHONY_ONLY_PATHS = ['/telefonia', '/ayuda/centro-de-ayuda/multiplay'] as const;

/** `logins.entry`: the first-entry verification's step (spec §4); 0 once it is done (ADR 0038). */
export const FIRST_ENTRY_STEPS = { done: 0, code: 1, contactData: 2, password: 3 } as const;

/** CRM code of the "cannot access my email" assistance request of user recovery. */
export const CRM_CODE_RECOVERY_ASSISTANCE = 'HOME_ASISTENCIA_REGI';
/** Assistance for a first-entry verification whose customer cannot reach the login's email (step 5). */
export const CRM_CODE_FIRST_ENTRY_ASSISTANCE = 'HOME_ASISTENCIA_PRIMER_INGRESO';
/** How Mis gestiones names an assistance request of each CRM code; other codes show as they came. */
export const CRM_CODE_SUMMARIES: Readonly<Record<string, string>> = {
  [CRM_CODE_RECOVERY_ASSISTANCE]: 'Asistencia para recuperar el usuario: no puede acceder a su email',
  [CRM_CODE_FIRST_ENTRY_ASSISTANCE]: 'Asistencia para verificar la cuenta: no puede acceder a su email',
};
