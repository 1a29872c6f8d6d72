// What a person reads once a baja or arrepentimiento is filed, on screen and in its mail (Disp. 954/2025): that
// it is registered, its number, from when charges stop and how equipment is returned. It promises no call
// from an adviser: the request stands by itself.
import { formatIsoDate } from '../../format.js';
import type { CancellationConfirmation, CancellationKind } from '../../schemas/requests/cancellation.js';

const KIND_NAMES: Record<CancellationKind, string> = {
  baja: 'pedido de baja',
  arrepentimiento: 'arrepentimiento',
};

export function cancellationKindName(kind: CancellationKind): string {
  return KIND_NAMES[kind];
}

export function cancellationConfirmation(
  kind: CancellationKind,
  verified: boolean,
  chargesStopOn: string,
): CancellationConfirmation {
  const day = formatIsoDate(chargesStopOn);
  return {
    received: `Tu ${KIND_NAMES[kind]} quedó registrado el ${day}. No hace falta que hagas nada más.`,
    charges:
      kind === 'arrepentimiento'
        ? 'El arrepentimiento no tiene costo: no te cobramos el servicio y, si ya pagaste algo, te lo devolvemos completo.'
        : `Dejamos de facturar el servicio desde el ${day}; si ya pagaste días posteriores, te los acreditamos.`,
    equipment:
      'Si tenés equipos nuestros (módem, decodificador o controles), devolvelos en cualquiera de nuestras ' +
      'oficinas indicando el número de gestión; no necesitás turno.',
    verification: verified
      ? null
      : 'No pudimos confirmar con un código que seas el titular: vamos a confirmarlo por teléfono al número ' +
        'que nos diste. El pedido queda registrado igual desde hoy.',
  };
}
