// The one-line summary of a contact message (spec §3: "the message text is built from the other fields in a
// summary line"). Staff read it in lists and mail subjects, so it must stay on one line whatever the person
// typed: line breaks and runs of spaces collapse to one space. It is plain text; callers never render it
// as HTML.
import { describeCartItem } from './cart.js';
import { MESSAGE_TYPE_LABELS, type MessageType } from '../../message-types.js';

/** Labels of the fields shown after the lead, in the order they appear. */
const FIELD_LABELS: readonly (readonly [string, string])[] = [
  ['reason', 'Motivo'],
  ['service', 'Servicio'],
  ['address', 'Dirección'],
  ['nro', 'Número'],
  ['house', 'Casa'],
  ['floor', 'Piso'],
  ['depto', 'Depto.'],
  ['city', 'Ciudad'],
  ['locality', 'Localidad'],
  ['province', 'Provincia'],
  ['numberOfMouths', 'Bocas'],
  ['birthdate', 'Fecha de nacimiento'],
  ['gender', 'Género'],
  ['items', 'Productos'],
  ['details', 'Detalle'],
  ['message', 'Mensaje'],
];

/** The acquire and plan-change forms' plans: the chosen field and the record's current one. */
const PLAN_FIELDS = [
  { label: 'Plan de Internet', chosen: 'internetPlan', current: 'currentInternetPlan' },
  { label: 'Plan de Click TV', chosen: 'clickTvPlan', current: 'currentClickTvPlan' },
] as const;

export interface SummaryOptions {
  /** Plan names by packet_name, so people read 'Internet 300 Megas' rather than the catalogue's code. */
  planNames?: Readonly<Record<string, string>>;
}

export interface SummaryInput {
  type: MessageType;
  [field: string]: unknown;
}

/** Collapses whitespace (including line breaks) so the summary stays one line. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function describeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    return value
      .map((item) => {
        if (item !== null && typeof item === 'object') return describeCartItem(item);
        return String(item);
      })
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function text(input: SummaryInput, field: string): string {
  return oneLine(describeValue(input[field]));
}

/** 'Plan de Internet: A → B', 'Plan de Click TV: A (sin cambios)', or the one side that is there. */
function planParts(input: SummaryInput, planNames: Readonly<Record<string, string>>): string[] {
  const named = (field: string) => {
    const code = text(input, field);
    return code ? (planNames[code] ?? code) : '';
  };
  return PLAN_FIELDS.flatMap(({ label, chosen, current }) => {
    const [from, to] = [named(current), named(chosen)];
    if (from && to) return [from === to ? `${label}: ${from} (sin cambios)` : `${label}: ${from} → ${to}`];
    if (to) return [`${label} elegido: ${to}`];
    return from ? [`${label} actual: ${from}`] : [];
  });
}

/**
 * 'Contacto de Juan Pérez (DNI 30111222, tel. 2901421234, juan@example.com) — Dirección: ... — Mensaje: ...'.
 * Empty fields are left out; the customer number leads the identity when the person is logged in.
 */
export function buildMessageSummary(input: SummaryInput, { planNames = {} }: SummaryOptions = {}): string {
  const label = MESSAGE_TYPE_LABELS[input.type];
  const name = text(input, 'name');
  const identity = [
    text(input, 'client_id') && `cliente N° ${text(input, 'client_id')}`,
    text(input, 'dni') && `DNI ${text(input, 'dni')}`,
    text(input, 'phone') && `tel. ${text(input, 'phone')}`,
    text(input, 'email'),
  ].filter(Boolean);
  let lead = name ? `${label} de ${name}` : label;
  if (identity.length > 0) lead += ` (${identity.join(', ')})`;
  const parts = FIELD_LABELS.map(([field, fieldLabel]) => {
    const value = text(input, field);
    return value ? `${fieldLabel}: ${value}` : '';
  }).filter(Boolean);
  // Plans go before the free text, where the form asks for them.
  const free = parts.findIndex((part) => /^(Productos|Detalle|Mensaje):/.test(part));
  const at = free === -1 ? parts.length : free;
  return [lead, ...parts.slice(0, at), ...planParts(input, planNames), ...parts.slice(at)].join(' — ');
}
