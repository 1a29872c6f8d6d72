// How the customers screens write their values.
import { formatDateTime, type CustomerLogin } from '@portal/domain';

export const customerPath = (customerNumber: number) => `/gestion/clientes/${customerNumber}`;

export const RELATION_LABELS: Readonly<Record<CustomerLogin['relation'], string>> = {
  holder: 'Titular',
  authorised: 'Autorizado',
};

const FIRST_ENTRY_LABELS = [
  'Hecho',
  'Falta el código por email',
  'Falta confirmar sus datos',
  'Falta la contraseña nueva',
];

export function firstEntryLabel(step: number): string {
  return FIRST_ENTRY_LABELS[step] ?? 'Pendiente';
}

export function whenOrNever(value: string | null, never = 'Nunca'): string {
  return value ? formatDateTime(value) : never;
}

/** Locked now: the sign-in refuses tries until then. */
export function isLocked(login: CustomerLogin, now: Date = new Date()): boolean {
  return login.lockedUntil !== null && Date.parse(login.lockedUntil) > now.getTime();
}
