// Every field of a request's payload in words for the desk (issue #30 §2): Spanish labels, plan names instead of
// catalogue codes, cart items described, yes/no for flags. Secrets never leave the server: the WiFi password is
// shown masked and a registration's password hash not at all.
import { describeCartItem } from '@portal/domain';

const LABELS: Readonly<Record<string, string>> = {
  clientenro: 'Número de cliente',
  client_id: 'Número de cliente',
  subscriber: 'Es cliente',
  known_customer: 'Cliente conocido',
  name: 'Nombre',
  nombre: 'Nombre',
  apellido: 'Apellido',
  dni: 'DNI',
  phone: 'Teléfono',
  email: 'Email',
  reason: 'Motivo',
  service: 'Servicio',
  producto: 'Servicio',
  serviceId: 'Servicio (id)',
  address: 'Dirección',
  nro: 'Número',
  house: 'Casa',
  floor: 'Piso',
  depto: 'Depto.',
  city: 'Ciudad',
  locality: 'Localidad',
  province: 'Provincia',
  numberOfMouths: 'Bocas',
  birthdate: 'Fecha de nacimiento',
  gender: 'Género',
  internetPlan: 'Plan de Internet elegido',
  currentInternetPlan: 'Plan de Internet actual',
  clickTvPlan: 'Plan de Click TV elegido',
  currentClickTvPlan: 'Plan de Click TV actual',
  items: 'Productos',
  ssid: 'Nombre de la red WiFi',
  sealedPassword: 'Contraseña de la red WiFi',
  crmcodigo: 'Código de asistencia',
  crmobs: 'Observaciones',
  company: 'Empresa',
  ip: 'Dirección IP',
  details: 'Detalle',
  message: 'Mensaje',
};

/** Never shown, not even masked. */
const HIDDEN = new Set(['type', 'password_hash', 'password']);
const MASKED = new Set(['sealedPassword']);
const PLAN_FIELDS = new Set(['internetPlan', 'currentInternetPlan', 'clickTvPlan', 'currentClickTvPlan']);
export const MASKED_VALUE = '••••••••';

export interface RequestField {
  label: string;
  value: string;
}

function inWords(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) => (item !== null && typeof item === 'object' ? describeCartItem(item) : String(item)))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}

/** The payload's fields in the order they were stored; empty ones are left out. */
export function requestFieldsInWords(
  payload: Record<string, unknown>,
  planNames: Readonly<Record<string, string>>,
): RequestField[] {
  return Object.entries(payload).flatMap(([key, raw]) => {
    if (HIDDEN.has(key)) return [];
    const label = LABELS[key] ?? key;
    if (MASKED.has(key)) return [{ label, value: MASKED_VALUE }];
    let value = key === 'subscriber' ? (raw === 1 ? 'Sí' : 'No') : inWords(raw);
    if (PLAN_FIELDS.has(key)) value = planNames[value] ?? value;
    return value ? [{ label, value }] : [];
  });
}

/** Catalogue codes a payload names (what planNames must translate). */
export function planCodesOf(payload: Record<string, unknown>): string[] {
  return [...PLAN_FIELDS]
    .map((key) => payload[key])
    .filter((v): v is string => typeof v === 'string' && v !== '');
}

/** A payload that is not a JSON object (a hand-edited row) reads as empty. */
export function readPayload(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
