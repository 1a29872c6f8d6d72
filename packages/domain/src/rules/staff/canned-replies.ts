// Canned replies (issue #30 §2): texts admins keep with variables in braces, filled for one request when a
// member uses them. Pure, so the save check (API) and the preview (web) read the same rules.

export const CANNED_REPLY_VARIABLES = [
  'nombre',
  'nro_gestion',
  'link_pago',
  'fecha_limite',
  'agente',
] as const;
export type CannedReplyVariable = (typeof CANNED_REPLY_VARIABLES)[number];

export const CANNED_REPLY_VARIABLE_LABELS: Record<CannedReplyVariable, string> = {
  nombre: 'Nombre del cliente o de quien escribió',
  nro_gestion: 'Número de gestión',
  link_pago: 'Link de pago de las facturas impagas del cliente',
  fecha_limite: 'Fecha límite legal (dd/mm/aaaa)',
  agente: 'Nombre de quien responde',
};

/** Values for one request; null when the request has none (no customer, no debt). */
export type CannedReplyValues = Record<CannedReplyVariable, string | null>;

export type CannedReplyRender =
  | { ok: true; text: string }
  | { ok: false; unknown: string[]; missing: CannedReplyVariable[]; message: string };

// Any `{word}` counts as a variable, so a typo such as `{nombr}` is caught on save instead of reaching a customer.
const VARIABLE = /\{([^{}\s]{1,40})\}/g;

function isCannedReplyVariable(name: string): name is CannedReplyVariable {
  return (CANNED_REPLY_VARIABLES as readonly string[]).includes(name);
}

/** The variables a template uses, known and unknown, each once, in order of appearance. */
export function cannedReplyVariablesIn(template: string): {
  known: CannedReplyVariable[];
  unknown: string[];
} {
  const known = new Set<CannedReplyVariable>();
  const unknown = new Set<string>();
  for (const [, name = ''] of template.matchAll(VARIABLE)) {
    if (isCannedReplyVariable(name)) known.add(name);
    else unknown.add(name);
  }
  return { known: [...known], unknown: [...unknown] };
}

const braced = (names: readonly string[]): string => names.map((n) => `{${n}}`).join(', ');

function unknownMessage(unknown: readonly string[]): string {
  const one = unknown.length === 1;
  return (
    `${one ? 'La variable' : 'Las variables'} ${braced(unknown)} no ${one ? 'existe' : 'existen'}. ` +
    `Podés usar ${braced(CANNED_REPLY_VARIABLES)}.`
  );
}

/** The Spanish message for a template with variables the desk does not know; null when all are known. */
export function unknownCannedVariablesMessage(template: string): string | null {
  const { unknown } = cannedReplyVariablesIn(template);
  return unknown.length === 0 ? null : unknownMessage(unknown);
}

function missingMessage(missing: readonly CannedReplyVariable[]): string {
  if (missing.length === 1 && missing[0] === 'link_pago') {
    return 'Esta respuesta usa {link_pago}, pero la gestión no tiene un cliente con facturas impagas: elegí otra respuesta o escribila a mano.';
  }
  return `Esta gestión no tiene valor para ${braced(missing)}: elegí otra respuesta o escribila a mano.`;
}

/**
 * Fills a template for one request. Refuses (instead of leaving a blank or the raw braces in a mail to a
 * customer) when the template has an unknown variable or one the request has no value for.
 */
export function renderCannedReply(template: string, values: CannedReplyValues): CannedReplyRender {
  const { known, unknown } = cannedReplyVariablesIn(template);
  if (unknown.length > 0) {
    return { ok: false, unknown, missing: [], message: unknownMessage(unknown) };
  }
  const missing = known.filter((name) => values[name] === null || values[name].trim() === '');
  if (missing.length > 0) return { ok: false, unknown: [], missing, message: missingMessage(missing) };
  const text = template.replace(VARIABLE, (_, name: string) =>
    isCannedReplyVariable(name) ? (values[name] ?? '') : `{${name}}`,
  );
  return { ok: true, text };
}
