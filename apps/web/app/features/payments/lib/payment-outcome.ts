import type { PaymentOutcome } from '@portal/domain';
import type { Tone } from '~/ui/tone/tone';

export interface OutcomeText {
  /** The status pill's word. */
  status: string;
  tone: Tone;
  title: string;
  text: string;
}

/** What the return page and 'Verificar pago' say for each answer of the gateway (issue #13 §4). */
export const OUTCOME_TEXT: Record<PaymentOutcome, OutcomeText> = {
  paid: {
    status: 'Pagado',
    tone: 'success',
    title: '¡Listo! Tu pago se acreditó',
    text: 'Tus facturas ya figuran como pagas. Te enviamos el comprobante por mail.',
  },
  pending: {
    status: 'Pendiente',
    tone: 'warning',
    title: 'Tu pago está pendiente de acreditación',
    text:
      'El medio de pago todavía no lo confirmó. Te avisamos por mail cuando se acredite; ' +
      'podés volver a verificarlo en unos minutos.',
  },
  declined: {
    status: 'Rechazado',
    tone: 'danger',
    title: 'El pago fue rechazado',
    text: 'No se cobró nada. Tu link de pago sigue abierto: podés intentar de nuevo con otro medio de pago.',
  },
};
