// Requests that do not come through the messages endpoint but land in the same requests table, so staff work
// them in one list: assistance requests (POST /api/service/create/crm/), registrations, the claims, WiFi
// changes and personal data suppressions of Mi cuenta. Their numbers stay clear of the message types (the spec's 1 to 13 and ours from 30).

export const ACCOUNT_REQUEST_TYPES = {
  assistance: 50,
  registration: 51,
  claim: 52,
  wifiChange: 53,
  dataSuppression: 54,
} as const;

export type AccountRequestType = (typeof ACCOUNT_REQUEST_TYPES)[keyof typeof ACCOUNT_REQUEST_TYPES];

export const ACCOUNT_REQUEST_TYPE_LABELS: Record<AccountRequestType, string> = {
  50: 'Solicitud de asistencia',
  51: 'Registro de usuario',
  52: 'Reclamo',
  53: 'Cambio de red WiFi',
  54: 'Supresión de datos personales',
};
