// What a person is told once a request is filed, on screen (main modals 1, 2 and 7) and in the confirmation
// mail, so both say the same (ADR 0065). The forms the spec gives a text keep it: advisers call within 3
// working days. Kept apart from the catalogue in messages.ts, which every page loads with the shell: these
// texts load only with the forms and in the API.
import { type MessageType } from './message-types.js';
import { messages } from './messages.js';

export const CONFIRMATION_TEXTS = {
  requestNumberKeep: 'Guardá este número: te lo vamos a pedir para cualquier consulta sobre esta gestión.',
  // Main modal 7: nothing typed is lost, and there are other ways to reach us
  serverErrorKept: 'Lo que escribiste quedó guardado: podés volver a intentarlo ahora o más tarde.',
  serverErrorOtherChannels: 'Si preferís, comunicate con nosotros:',
} as const;

export interface MessageConfirmation {
  /** What was received, in the person's terms. */
  received: string;
  /** What happens next. */
  next: string;
}

const advisers = (received: string): MessageConfirmation => ({ received, next: messages.advisersWillCall });

export const MESSAGE_CONFIRMATIONS: Record<MessageType, MessageConfirmation> = {
  1: advisers('Recibimos tu consulta.'),
  2: advisers('Recibimos tu pedido de baja.'),
  // An anonymous report: nobody calls back, so nothing promises a call.
  3: {
    received: 'Recibimos tu denuncia. Gracias por avisarnos.',
    next: 'Vamos a revisar la conexión que nos indicaste. La denuncia es anónima: no te vamos a llamar por ella.',
  },
  6: advisers('Recibimos tu pedido de arrepentimiento.'),
  7: advisers('Recibimos tu pedido de servicios.'),
  8: advisers('Recibimos tu consulta de Internet para empresas.'),
  9: advisers('Recibimos tu pedido de nuevos servicios.'),
  10: advisers('Recibimos tu pedido de cambio de plan.'),
  11: advisers('Recibimos tu pedido de cambio de titularidad.'),
  12: advisers('Recibimos tu pedido de mudanza.'),
  13: advisers('Recibimos tu autorización de terceros.'),
  30: {
    received: 'Recibimos tu postulación. ¡Gracias por tu interés!',
    next: 'Si tu perfil coincide con una búsqueda, te vamos a contactar por teléfono o por correo electrónico.',
  },
};

/** 'Número de gestión: G-2026-000123', the one way a request number is shown. */
export function requestNumberLine(number: string): string {
  return `${messages.requestNumberLabel}: ${number}`;
}
