// How "Mis gestiones" tells a customer what a stored request asked for: one sentence in plan names, built from
// the request's type and payload. The staff summary (message-summary.ts) leads with the sender's identity and
// the catalogue's codes; the customer reads neither (issue #28 §3.2).
import { CRM_CODE_SUMMARIES } from '../../constants.js';
import { MESSAGE_TYPES } from '../../message-types.js';
import { ACCOUNT_REQUEST_TYPES } from '../../request-types.js';
import { requestTypeLabel } from './customer-requests.js';
import { oneLine } from './message-summary.js';

/** The customer's own words are quoted up to this length, so one request cannot fill the list. */
export const SUMMARY_QUOTE_MAX = 140;

export interface CustomerSummaryOptions {
  /** Plan names by packet_name, from the catalogue. */
  planNames?: Readonly<Record<string, string>>;
}

type Payload = Readonly<Record<string, unknown>>;

/** Product plans of the acquire and plan-change forms: the chosen field and the record's current one. */
const PLAN_FIELDS = [
  { chosen: 'internetPlan', current: 'currentInternetPlan' },
  { chosen: 'clickTvPlan', current: 'currentClickTvPlan' },
] as const;

function str(payload: Payload, field: string): string {
  const value = payload[field];
  return typeof value === 'string' || typeof value === 'number' ? oneLine(String(value)) : '';
}

/** 'a', 'a y b', 'a, b y c'. */
export function joinSpanish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

function quote(text: string): string {
  const clipped =
    text.length > SUMMARY_QUOTE_MAX ? `${text.slice(0, SUMMARY_QUOTE_MAX - 1).trimEnd()}…` : text;
  return `«${clipped}»`;
}

/** 'Pediste X.' followed by 'Nos contaste: «...».' when the customer wrote something. */
function sentence(lead: string, words = ''): string {
  return words ? `${lead}. Nos contaste: ${quote(words)}.` : `${lead}.`;
}

function planName(code: string, planNames: Readonly<Record<string, string>>): string {
  return planNames[code] ?? code;
}

function planChange(payload: Payload, planNames: Readonly<Record<string, string>>): string {
  const changes = PLAN_FIELDS.flatMap(({ chosen, current }) => {
    const [from, to] = [str(payload, current), str(payload, chosen)];
    if (!to || from === to) return [];
    const toName = planName(to, planNames);
    return [from ? `${planName(from, planNames)} por ${toName}` : `tu plan por ${toName}`];
  });
  return changes.length > 0 ? `Pediste cambiar ${joinSpanish(changes)}` : 'Pediste un cambio de plan';
}

function acquire(payload: Payload, planNames: Readonly<Record<string, string>>): string {
  const plans = PLAN_FIELDS.map(({ chosen }) => str(payload, chosen))
    .filter(Boolean)
    .map((code) => planName(code, planNames));
  return plans.length > 0 ? `Pediste contratar ${joinSpanish(plans)}` : 'Pediste contratar un servicio';
}

function named(item: unknown, planNames: Readonly<Record<string, string>>): string {
  if (item === null || typeof item !== 'object') return '';
  const { name, packet_name: code } = item as Record<string, unknown>;
  if (typeof name === 'string' && name.trim()) return oneLine(name);
  return typeof code === 'string' ? planName(code, planNames) : '';
}

/** 'Internet 300 Megas con Pack Fútbol' or 'Click TV Full (2)'. */
function cartLine(item: unknown, planNames: Readonly<Record<string, string>>): string {
  const line = named(item, planNames);
  if (!line) return '';
  const { quantity, packets } = item as Record<string, unknown>;
  const count = typeof quantity === 'number' && quantity > 1 ? ` (${quantity})` : '';
  const addOns = Array.isArray(packets) ? packets.map((p) => named(p, planNames)).filter(Boolean) : [];
  return `${line}${count}${addOns.length > 0 ? ` con ${joinSpanish(addOns)}` : ''}`;
}

function cart(payload: Payload, planNames: Readonly<Record<string, string>>): string {
  const items = Array.isArray(payload.items) ? payload.items : [];
  const lines = items.map((item) => cartLine(item, planNames)).filter(Boolean);
  return lines.length > 0 ? `Pediste ${joinSpanish(lines)}` : 'Nos enviaste tu carrito';
}

function place(payload: Payload, fields: readonly string[]): string {
  return fields
    .map((field) => str(payload, field))
    .filter(Boolean)
    .join(', ');
}

/** The lead sentence of each type; the customer's own words follow it. */
function lead(type: number, payload: Payload, planNames: Readonly<Record<string, string>>): string {
  const service = str(payload, 'service');
  switch (type) {
    case MESSAGE_TYPES.planChange:
      return planChange(payload, planNames);
    case MESSAGE_TYPES.acquireService:
      return acquire(payload, planNames);
    case MESSAGE_TYPES.cart:
      return cart(payload, planNames);
    case MESSAGE_TYPES.cancellation:
      return service ? `Pediste la baja de ${service}` : 'Pediste la baja de un servicio';
    case MESSAGE_TYPES.regret:
      return service ? `Te arrepentiste de contratar ${service}` : 'Te arrepentiste de una contratación';
    case MESSAGE_TYPES.illegalConnection: {
      const where = [str(payload, 'address'), str(payload, 'nro')].filter(Boolean).join(' ');
      return where
        ? `Nos avisaste de una conexión clandestina en ${where}`
        : 'Nos avisaste de una conexión clandestina';
    }
    case MESSAGE_TYPES.corporateInternet:
      return 'Consultaste por Internet para empresas';
    case MESSAGE_TYPES.holderChange: {
      const holder = str(payload, 'name');
      return holder
        ? `Pediste pasar el servicio a nombre de ${holder}`
        : 'Pediste cambiar el titular del servicio';
    }
    case MESSAGE_TYPES.move: {
      const where = place(payload, ['address', 'city', 'locality']);
      return where ? `Pediste mudar el servicio a ${where}` : 'Pediste mudar el servicio';
    }
    case MESSAGE_TYPES.authorisation: {
      const name = str(payload, 'name');
      return name ? `Autorizaste a ${name} a hacer gestiones por vos` : 'Autorizaste a otra persona';
    }
    case MESSAGE_TYPES.jobApplication:
      return 'Te postulaste para trabajar con nosotros';
    case MESSAGE_TYPES.contact:
      return 'Nos escribiste';
    case ACCOUNT_REQUEST_TYPES.claim:
      return str(payload, 'reason') || 'Nos hiciste un reclamo';
    case ACCOUNT_REQUEST_TYPES.assistance: {
      const code = str(payload, 'crmcodigo');
      return CRM_CODE_SUMMARIES[code] ?? 'Pediste asistencia';
    }
    case ACCOUNT_REQUEST_TYPES.wifiChange: {
      const [product, ssid] = [str(payload, 'producto'), str(payload, 'ssid')];
      const network = ssid ? `: nombre «${ssid}» y contraseña nueva` : '';
      return `Pediste cambiar la red WiFi${product ? ` de ${product}` : ''}${network}`;
    }
    case ACCOUNT_REQUEST_TYPES.registration:
      return 'Pediste crear tu usuario';
    default:
      return requestTypeLabel(type);
  }
}

/** The free text the customer typed for this type, if any (never names, documents, phones or numbers). */
function words(type: number, payload: Payload): string {
  if (type === ACCOUNT_REQUEST_TYPES.assistance) return str(payload, 'crmobs');
  return str(payload, 'details') || str(payload, 'message');
}

/** The sentence "Mis gestiones" shows for a stored request: what was asked, in plan names, and the customer's words. */
export function customerRequestSummary(
  type: number,
  payload: Payload,
  { planNames = {} }: CustomerSummaryOptions = {},
): string {
  return sentence(lead(type, payload, planNames), words(type, payload));
}

/** The packet_names a stored request mentions, so the caller can fetch their names from the catalogue. */
export function summaryPlanCodes(type: number, payload: Payload): string[] {
  if (type !== MESSAGE_TYPES.planChange && type !== MESSAGE_TYPES.acquireService) return [];
  return PLAN_FIELDS.flatMap(({ chosen, current }) => [str(payload, chosen), str(payload, current)]).filter(
    Boolean,
  );
}
