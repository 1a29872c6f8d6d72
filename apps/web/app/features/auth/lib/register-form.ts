import { USHUAIA_MAP, type RegisterDraft } from '@portal/domain';
import type { FieldPath } from 'react-hook-form';

/** What the register form holds: the draft, with the terms box unticked until the person ticks it. */
export type RegisterFormValues = Omit<RegisterDraft, 'acceptByC'> & { acceptByC: boolean };

export type RegisterStep = 1 | 2 | 3;

/** Fields checked by "Siguiente" on each step; the final submit checks the whole draft again. */
export const STEP_FIELDS: Record<RegisterStep, FieldPath<RegisterFormValues>[]> = {
  1: ['name', 'surName', 'gender', 'birthdate', 'phone', 'dni', 'email', 'residence', 'property'],
  2: [
    'address.address',
    'address.number',
    'address.house',
    'address.floor',
    'address.depto',
    'address.lat',
    'address.lng',
  ],
  3: ['howHeard', 'previousProvider', 'password', 'repeatPassword', 'acceptByC'],
};

/** The step that holds a field the server complained about ('address.lat' -> 2). */
export function stepOfField(path: string): RegisterStep {
  for (const step of [1, 2, 3] as const) {
    if (STEP_FIELDS[step].some((field) => field === path || path.startsWith(`${field}.`))) return step;
  }
  return path.startsWith('address') ? 2 : 3;
}

export const REGISTER_DEFAULTS: RegisterFormValues = {
  name: '',
  surName: '',
  gender: '' as RegisterDraft['gender'],
  dni: '',
  birthdate: '',
  acceptByC: false,
  property: '',
  residence: '',
  phone: '',
  email: '',
  address: {
    address: '',
    number: '',
    house: '',
    floor: '',
    depto: '',
    lat: USHUAIA_MAP.center.lat,
    lng: USHUAIA_MAP.center.lng,
  },
  howHeard: '',
  previousProvider: '',
  password: '',
  repeatPassword: '',
};

/** Keeps a dragged or typed position inside the Ushuaia box (the map's bounds are strict, spec §2). */
export function clampToUshuaia(lat: number, lng: number): { lat: number; lng: number } {
  const { north, south, west, east } = USHUAIA_MAP.bounds;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    lat: round(Math.min(north, Math.max(south, lat))),
    lng: round(Math.min(east, Math.max(west, lng))),
  };
}
