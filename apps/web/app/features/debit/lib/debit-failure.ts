// How the wizard reads a refused call: a message for a field goes under that field (the person fixes it and
// nothing else is lost); anything else is the spec's alert 'Hubo un error.' with the server's reason for a 4xx.
import { errorCodes, messages } from '@portal/domain';
import { ApiError } from '~/lib/api/api-client';

export type DebitFailure =
  { kind: 'fields'; fields: Record<string, string> } | { kind: 'alert'; reason: string | null };

const CARD_REFUSALS: readonly string[] = [
  errorCodes.CARD_PREPAID,
  errorCodes.CARD_NOT_ARGENTINE,
  errorCodes.CARD_NOT_PROCESSED,
  errorCodes.CARD_INVALID,
];
const CBU_REFUSALS: readonly string[] = [errorCodes.CVU_NOT_ALLOWED, errorCodes.CBU_INVALID];

/** A 4xx carries a text written for the person (a 401 already opened the session-expired modal). */
function alertFor(error: unknown): DebitFailure {
  const personal =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return { kind: 'alert', reason: personal ? error.message : null };
}

/** The register or cancel action refused. */
export function debitActionFailure(error: unknown): DebitFailure {
  if (!(error instanceof ApiError)) return alertFor(error);
  if (error.fields && Object.keys(error.fields).length > 0) return { kind: 'fields', fields: error.fields };
  if (CARD_REFUSALS.includes(error.code)) return { kind: 'fields', fields: { clienteDebNro: error.message } };
  if (CBU_REFUSALS.includes(error.code)) return { kind: 'fields', fields: { clienteCBU: error.message } };
  return alertFor(error);
}

/** The BIN check refused: an unknown BIN (when the portal refuses them) is the spec's 'no pudo ser procesada'. */
export function binCheckFailure(error: unknown): DebitFailure {
  if (error instanceof ApiError && error.code === errorCodes.CARD_NOT_PROCESSED) {
    return { kind: 'fields', fields: { clienteDebNro: messages.cardNotProcessed } };
  }
  if (error instanceof ApiError && error.fields?.bin) {
    return { kind: 'fields', fields: { clienteDebNro: error.fields.bin } };
  }
  return alertFor(error);
}
